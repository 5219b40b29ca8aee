/**
 * Top-level domains a bare "name.tld" must end in to count as a web address. Deliberately not the
 * full IANA list (1,400+ entries, many of which are English words or file extensions): generic
 * TLDs in everyday use plus country codes. Country codes that are also common file extensions
 * (.py, .sh, .md, .rs, .cc, .ps, .so, .zip, .mov, …) are left out, so "setup.py" and "README.md"
 * stay file names; written with a scheme or "www." they are still found.
 */
export const BARE_DOMAIN_TLDS: readonly string[] = [
  // generic
  'com', 'org', 'net', 'edu', 'gov', 'mil', 'int', 'info', 'biz', 'name', 'pro', 'mobi', 'io', 'ai', 'app', 'dev',
  'xyz', 'online', 'site', 'shop', 'store', 'tech', 'blog', 'cloud', 'email', 'news', 'company', 'agency', 'digital',
  'media', 'group', 'network', 'solutions', 'services', 'systems', 'software', 'academy', 'health', 'bank', 'travel',
  // country codes
  'ac', 'ae', 'ar', 'at', 'au', 'be', 'bg', 'br', 'by', 'ca', 'ch', 'cl', 'cn', 'co', 'cz', 'de', 'dk', 'ee', 'eg',
  'es', 'eu', 'fi', 'fr', 'gr', 'hk', 'hr', 'hu', 'id', 'ie', 'il', 'in', 'ir', 'is', 'it', 'jp', 'ke', 'kr', 'kz',
  'lt', 'lu', 'lv', 'ly', 'ma', 'me', 'mx', 'my', 'ng', 'nl', 'no', 'nz', 'pe', 'ph', 'pk', 'pl', 'pt', 'ro', 'rs',
  'ru', 'sa', 'se', 'sg', 'si', 'sk', 'th', 'tr', 'tv', 'tw', 'ua', 'uk', 'us', 'uy', 'vn', 'za',
];

/**
 * File extensions that are not real TLDs, yet appear after an '@' in asset names ("icon@2x.png")
 * and after a dot in file names; an address ending in one of them is a file, not an email or URL.
 */
export const FILE_EXTENSIONS: ReadonlySet<string> = new Set([
  'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'bmp', 'ico', 'tif', 'tiff', 'heic', 'pdf', 'doc', 'docx', 'xls', 'xlsx',
  'ppt', 'pptx', 'txt', 'csv', 'tsv', 'json', 'xml', 'yaml', 'yml', 'toml', 'ini', 'cfg', 'conf', 'log', 'html', 'htm',
  'css', 'scss', 'js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx', 'vue', 'java', 'kt', 'rb', 'php', 'go', 'swift', 'cpp', 'hpp',
  'c', 'h', 'cs', 'lua', 'sql', 'mp3', 'mp4', 'wav', 'avi', 'mkv', 'gz', 'tgz', 'tar', 'rar', 'exe', 'dll', 'bin',
  'dat', 'bak', 'tmp', 'lock', 'map', 'min', 'woff', 'woff2', 'ttf', 'otf', 'eot',
]);
