/** Redis for the integration suites and the HTTP benchmark: whether the server answers. */

/** null when Redis at `url` answers PING, else why not. */
export async function redisProblem(url: string): Promise<string | null> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    client.disconnect();
  }
}
