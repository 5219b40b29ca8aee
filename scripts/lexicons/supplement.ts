/**
 * Hand-curated additions to the generated lexicons. The packages the compiler reads are strong on
 * Anglo/European given names but thin on transliterated Chinese, Arabic, South Asian and African
 * names, on world regions and on religious/political group words, which news prose uses constantly.
 * Each list is plain data; the compiler merges it into the files under src/…/names/data/.
 */

export const EXTRA_FIRST_NAMES = `
Aarav Aditi Aditya Ajay Akash Akshay Amit Amitabh Anand Anil Anita Anjali Ankit Anupam Arjun Arun Arvind Ashok Deepak Deepika
Dev Devi Dinesh Divya Gaurav Gita Harsh Indira Jaya Karan Kavita Krishna Kumar Lakshmi Mahesh Manoj Meena Mohan Mukesh Nandan
Narendra Neha Nikhil Nirmala Pooja Prakash Pranav Priya Priyanka Radha Rahul Raj Rajesh Rajiv Rakesh Ramesh Ravi Rishi Rohan
Rohit Sachin Sanjay Sanjeev Sarita Shashi Shreya Sita Sonia Subramanian Sunil Sunita Suresh Sushma Tanvi Uday Vijay Vikram
Vinod Vivek Yash Sundar Satya Gautam Mukund Jayant Piyush Nitin Amartya Sourav Virat Rohini Smriti Nirmala Kiran Sandeep
Mohammed Mohammad Muhammad Mohamed Mahmoud Ahmed Ahmad Ali Hassan Hasan Hussein Husain Abdullah Abdul Omar Umar Osama Khalid
Khaled Tariq Rashid Yusuf Youssef Ibrahim Ismail Mustafa Mostafa Karim Kareem Samir Sami Walid Waleed Nabil Faisal Fahad Saad
Salman Sultan Hamza Bilal Zaid Ziad Jamal Tamer Nasser Anwar Hosni Bashar Hafez Recep Tayyip Mahmood Imran Nawaz Shehbaz Benazir
Fatima Fatma Aisha Ayesha Khadija Maryam Mariam Zainab Layla Leila Noor Nour Amina Amira Yasmin Yasmine Salma Huda Rania Hanan Malala
Wei Jun Jie Ming Hui Xin Yan Ying Hong Lei Tao Qiang Yong Jian Ping Hua Fang Lan Ling Li Na Jing Xiao Yu Chen Hao Bo Gang Xi Jinping
Keqiang Qiang Yi Zedong Xiaoping Jiabao Zemin Huning Yang Mei Zhen Zhiwei Kai Rui Shan Yun Feng Dong
Hiroshi Takeshi Kenji Yuki Haruki Shinzo Fumio Yoshihide Naoko Akira Satoshi Taro Kazuo Sakura Yoko Keiko Masayoshi Shigeru
Min-jun Ji-woo Seo-yeon Moon Jae-in Yoon Suk-yeol Kim Jong-un Park Geun-hye Lee Myung-bak Ban Ki-moon
Nguyen Minh Thanh Van Anh Duc Linh Huong
Chukwuemeka Chidi Ngozi Chimamanda Oluwaseun Olusegun Adebayo Babajide Bola Funmilayo Yemi Kofi Kwame Kwabena Ama Akosua Abena
Uhuru Jomo Raila Cyril Thabo Jacob Nelson Desmond Wangari Paul Kagame Yoweri Abiy Haile Muhammadu Goodluck Bola Tinubu Ellen
Jacinda Kemi Rishi Keir Liz Boris Theresa Nicola Humza Anas Rachel Yvette Wes Angela Olaf Friedrich Ursula Annalena Emmanuel
Volodymyr Vladimir Dmitry Sergei Sergey Alexei Alexey Oleksandr Olena Yulia Viktor Mykhailo Andriy Petro Vitali Vitaly Kyrylo
Recep Jair Lula Luiz Inácio Javier Claudia Andrés Gustavo Nayib Gabriel Xiomara Dilma Cristina Alberto Mauricio
Giorgia Sergio Mario Matteo Pedro Mariano Santiago Alexis Kyriakos Viktor Andrzej Mateusz Donald Lech Beata
`;

export const EXTRA_SURNAMES = `
Sharma Verma Gupta Patel Shah Singh Kumar Reddy Rao Nair Iyer Menon Pillai Das Bose Banerjee Chatterjee Mukherjee Ghosh Sen
Joshi Mehta Desai Kapoor Khanna Malhotra Chopra Agarwal Aggarwal Bhatt Bhatia Chauhan Yadav Thakur Mishra Pandey Tiwari Dubey
Saxena Srivastava Sinha Jain Naidu Modi Gandhi Nehru Ambani Adani Tata Birla Tendulkar Kohli Dhoni Pichai Nadella Sunak Jaishankar
Khan Ahmed Hussain Hussein Rahman Rehman Chaudhry Qureshi Siddiqui Ansari Malik Sheikh Butt Abbasi Bhutto Sharif Zardari
Al-Assad Assad Nasrallah Haniyeh Sinwar Abbas Erdogan Erdoğan Rouhani Raisi Khamenei Khomeini Mubarak Sisi Gaddafi Saleh
Netanyahu Gantz Lapid Herzog Bennett Olmert Rabin Peres Sharon
Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Gao Luo Zheng Liang Xie Song Tang Han Feng Deng
Cao Peng Zeng Xiao Tian Dong Pan Yuan Cai Jiang Yu Du Ye Cheng Wei Su Lu Ding Ren Shen Yao Jiang Cui Zhong Tan Lam Wong Chan
Leung Cheung Ng Ho Chow Lau Tsang Kwok Yip Mak Tse Xi Jinping Li Qiang Wen
Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Shin Han Oh Seo Kwon Hwang Ahn Song
Nguyen Tran Le Pham Hoang Vu Vo Dang Bui Do Ngo Duong Ly
Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada Sasaki Yamaguchi Matsumoto Inoue
Kimura Hayashi Shimizu Abe Kishida Suga Ishiba Koizumi Murakami
Okafor Okonkwo Adeyemi Adebayo Obi Obasanjo Buhari Tinubu Osinbajo Adichie Achebe Soyinka Mensah Owusu Boateng Asante Annan
Mandela Ramaphosa Zuma Mbeki Tutu Kenyatta Odinga Ruto Kagame Museveni Ahmed Sirleaf Maathai
Starmer Sunak Truss Johnson Corbyn Farage Badenoch Reeves Rayner Cooper Sturgeon Yousaf Swinney Lammy Streeting Hunt Gove
Biden Trump Obama Clinton Pelosi Schumer McConnell Sanders Harris Vance DeSantis Haley Newsom Pence Walz Cheney Romney
Merkel Scholz Merz Baerbock Habeck Lindner Steinmeier Macron Le Pen Bardella Barnier Attal Borne Hollande Sarkozy Mitterrand
Meloni Draghi Berlusconi Renzi Sánchez Sanchez Rajoy Feijóo Rutte Schoof Wilders Tusk Duda Morawiecki Kaczyński Kaczynski
Orbán Orban Fico Zelensky Zelenskyy Zelenskiy Putin Medvedev Lavrov Navalny Peskov Shoigu Yermak Kuleba Klitschko Zaluzhnyi
Lula Bolsonaro Milei Maduro Petro Boric Obrador López Sheinbaum Bukele Trudeau Carney Poilievre Albanese Ardern Luxon
Musk Bezos Zuckerberg Gates Jobs Cook Altman Huang Nadella Buffett Dimon Dorsey Sandberg Pichai Brin Page Ellison Dell
Guterres Lagarde Powell Yellen Georgieva Stoltenberg Rutte Leyen Tedros Grossi Blinken Austin Sullivan Rubio Hegseth Bessent
`;

/** Continents, sub-regions and other geographic areas written as proper nouns. */
export const REGIONS = `
Africa|Asia|Europe|Antarctica|Oceania|Australasia|Eurasia|North America|South America|Latin America|Central America|
Middle East|Near East|Far East|East Asia|South Asia|Southeast Asia|Central Asia|West Africa|East Africa|North Africa|
Southern Africa|Sub-Saharan Africa|Horn of Africa|Sahel|Maghreb|Balkans|Baltics|Scandinavia|Nordics|Caucasus|Siberia|
Caribbean|Mediterranean|Pacific|Atlantic|Arctic|Gulf|Persian Gulf|Gulf of Mexico|Red Sea|Black Sea|Baltic Sea|North Sea|
South China Sea|Indian Ocean|Pacific Ocean|Atlantic Ocean|Arctic Ocean|English Channel|Western Europe|Eastern Europe|
Central Europe|Northern Europe|Southern Europe|Midwest|Deep South|New England|Pacific Northwest|Bay Area|Silicon Valley|
Wall Street|West Bank|Gaza|Gaza Strip|Golan Heights|Donbas|Crimea|Kashmir|Tibet|Xinjiang|Darfur|Kurdistan|Patagonia|
Amazon rainforest|Sahara|Himalayas|Alps|Andes|Rockies|Appalachia|Great Lakes|Scottish Highlands|Highlands|Lake District|
Riviera|Côte d'Azur|Bavaria|Catalonia|Andalusia|Lombardy|Tuscany|Sicily|Sardinia|Corsica|Brittany|Normandy|Provence|
Flanders|Wallonia|Silesia|Galicia|Basque Country|Wales|Scotland|England|Northern Ireland|Ulster|Cornwall|Yorkshire|
Quebec|Ontario|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New South Wales|Queensland|Victoria|Tasmania|
Western Australia|South Australia|Northern Territory|Punjab|Bengal|West Bengal|Kerala|Tamil Nadu|Maharashtra|Gujarat|
Rajasthan|Uttar Pradesh|Bihar|Karnataka|Andhra Pradesh|Telangana|Guangdong|Sichuan|Hubei|Zhejiang|Jiangsu|Fujian|
Hong Kong|Macau|Taiwan|Kosovo|Transnistria|Abkhazia|Chechnya|Dagestan|Kaliningrad|Zaporizhzhia|Kherson|Donetsk|Luhansk|
Kharkiv|Mariupol|Bakhmut|Avdiivka|Rafah|Khan Younis|Jabalia|Ramallah|Jenin|Nablus|Hebron|Tel Aviv|Haifa|Beirut|
Manhattan|Brooklyn|Queens|Bronx|Staten Island|Harlem|Hollywood|Beverly Hills|Capitol Hill|Westminster|Whitehall|
Downing Street|Kremlin|Pentagon|White House|Elysee|Élysée|Bundestag|Brussels|Strasbourg|Davos
`;

/**
 * Rivers, seas, straits, lakes, mountains, islands and historical or natural regions: places that no
 * city or country list holds. English names, and the German, French, Dutch and Portuguese names of the
 * ones that text in those languages writes differently. Names that are also common words or given
 * names ("Main", "Don", "Jordan", "Lena", "Shannon", "Clyde", "Arno", "Inn", "Ems", German "Oder",
 * "Champagne", "Jersey") are left out: they would mark ordinary words and people as places. Facts of
 * geography, written for this list.
 */
export const NATURAL_FEATURES = `
Nile|Nil|Amazon River|Amazonas|Mississippi|Missouri River|Hudson River|Potomac|Rio Grande|St. Lawrence|Yukon|Mackenzie River|
Thames|Themse|Tamise|Severn|Tyne|Mersey|Liffey|Seine|Loire|Rhône|Rhone|Garonne|Dordogne|Marne|Somme|Meuse|Maas|
Moselle|Mosel|Rhine|Rhein|Rhin|Rijn|Danube|Donau|Danúbio|Elbe|Weser|Neckar|Isar|Ruhr|Saar|Sarre|Vistula|
Weichsel|Dnieper|Dnipro|Dniester|Volga|Wolga|Yenisei|Amur|Tigris|Euphrates|Euphrat|Indus|Ganges|Brahmaputra|Yangtze|
Yellow River|Mekong|Irrawaddy|Zambezi|Limpopo|Orinoco|Paraná|Tagus|Tejo|Tajo|Douro|Duero|Ebro|Guadalquivir|Tiber|Tevere|
Adige|Scheldt|Schelde|Escaut|IJssel|Vltava|Moldau|Drava|Sava|Tisza|Theiß|Dniepr|Newa|Vardar|Maritsa|
Adriatic|Adriatic Sea|Aegean|Aegean Sea|Ionian Sea|Tyrrhenian Sea|Ligurian Sea|Caspian|Caspian Sea|Dead Sea|Sea of Japan|
East China Sea|Yellow Sea|Arabian Sea|Bay of Bengal|Bay of Biscay|Irish Sea|Celtic Sea|Norwegian Sea|Barents Sea|Bering Sea|
Bering Strait|Strait of Gibraltar|Strait of Hormuz|Strait of Malacca|Taiwan Strait|Bosporus|Bosphorus|Dardanelles|
Suez Canal|Panama Canal|Kiel Canal|Sea of Marmara|Gulf of Aden|Gulf of Finland|Gulf of Bothnia|Coral Sea|Tasman Sea|
Southern Ocean|Lake Geneva|Lake Constance|Bodensee|Lake Como|Lake Garda|Lake Victoria|Lake Tanganyika|Lake Baikal|
Lake Superior|Lake Michigan|Lake Erie|Lake Ontario|Lake Huron|Lake Titicaca|Loch Ness|Ostsee|Nordsee|Mittelmeer|Atlantik|
Pazifik|Mer du Nord|Méditerranée|Noordzee|Oostzee|Middellandse Zee|Mediterrâneo|Mar Mediterrâneo|Oceano Atlântico|
Pyrenees|Pyrenäen|Pyrénées|Pirenéus|Carpathians|Karpaten|Carpates|Apennines|Apennin|Dolomites|Dolomiten|Urals|Ural Mountains|
Atlas Mountains|Rocky Mountains|Appalachians|Himalaya|Hindu Kush|Karakoram|Tian Shan|Mount Everest|Everest|Kilimanjaro|
Mont Blanc|Matterhorn|Mount Kenya|Mount Fuji|Mount Olympus|Vesuvius|Vesuv|Etna|Zugspitze|Black Forest|Schwarzwald|Eifel|
Vosges|Vogesen|Ardennes|Ardennen|Alpen|Alpes|Alpes Suisses|Erzgebirge|Riesengebirge|Fichtelgebirge|Taunus|Hunsrück|
Greenland|Grönland|Groenland|Borneo|Sumatra|Bali|Luzon|Mindanao|Honshu|Hokkaido|Sakhalin|Sachalin|Sardinia|Sardinien|
Sardaigne|Corsica|Korsika|Corse|Crete|Kreta|Crète|Creta|Majorca|Mallorca|Ibiza|Tenerife|Gran Canaria|Canary Islands|
Balearic Islands|Azores|Açores|Madeira|Faroe Islands|Shetland|Orkney|Hebrides|Isle of Man|Isle of Wight|Zanzibar|Hawaii|
Galápagos|Galapagos|Falklands|Falkland Islands|Svalbard|Spitsbergen|Tahiti|Sizilien|Sicile|Sicília|Sicilia|Rügen|Sylt|
Helgoland|Heligoland|Texel|Terschelling|Ameland|Vlieland|Schiermonnikoog|
Thrace|Thrakien|Anatolia|Anatolien|Mesopotamia|Mesopotamien|Persia|Persien|Arabia|Arabien|Levant|Judea|Galilee|Sinai|Negev|
Moravia|Mähren|Moravie|Bohemia|Böhmen|Bohême|Pomerania|Pommern|Poméranie|Prussia|Preußen|Preussen|Prusse|Pruisen|
East Prussia|Ostpreußen|Ostpreussen|Westpreußen|Saxony|Sachsen|Saxe|Westphalia|Westfalen|Westphalie|Rhineland|Rheinland|
Rhénanie|Franconia|Swabia|Schwaben|Souabe|Alsace|Elsass|Elsaß|Elzas|Lothringen|Burgundy|Burgund|Bourgogne|Savoy|Savoyen|
Savoie|Piedmont|Piemont|Piémont|Venetia|Dalmatia|Dalmatien|Dalmatie|Istria|Istrien|Bosnia|Bosnien|Bosnie|Herzegovina|
Herzegowina|Transylvania|Siebenbürgen|Transylvanie|Wallachia|Walachei|Valachie|Moldavia|Moldau|Bessarabia|Bessarabien|
Volhynia|Wolhynien|Podolia|Podolien|Livonia|Livland|Courland|Kurland|Lapland|Lappland|Laponie|Karelia|Karelien|Finnmark|
Jutland|Jütland|Schleswig|Holstein|Friesland|Frisia|Friesland|Zeeland|Brabant|Limburg|Gelderland|Drenthe|Overijssel|
Kamchatka|Kamtschatka|Chukotka|Yakutia|Manchuria|Mandschurei|Mandchourie|Indochina|Indochine|Deccan|Sindh|Baluchistan|
Khorasan|Transcaucasia|Ossetia|Lusatia|Lausitz|Tyrol|Tirol|Carinthia|Kärnten|Styria|Steiermark|Vorarlberg|South Tyrol|
Südtirol|Castile|Kastilien|Castille|Aragon|Navarre|Navarra|Asturias|Extremadura|Algarve|Alentejo|Amazonia|Amazônia|Yucatán|
Yucatan|Baja California|Klondike|Labrador|Newfoundland|Nunavut|Outback|Iberian Peninsula|Balkan Peninsula|Peloponnese|
Peloponnes|Attica|Attika|Lombardei|Lombardie|Toskana|Toscane|Toscana|Kalabrien|Calabria|Apulien|Apulia|Pouilles|Umbria|
Umbrien|Latium|Lazio|Ligurien|Liguria|Katalonien|Catalogne|Catalunha|Andalusien|Andalousie|Andaluzia|Galizien|Normandie|
Bretagne|Provence|Flandern|Vlaanderen|Flandre|Flandres|Wallonie|Wallonien|Schlesien|Silésie|Silezië|Bayern|Bavière|
Beieren|Baviera|Schottland|Écosse|Schotland|Escócia|Irland|Irlande|Ierland|Irlanda|Wales|Pays de Galles|Cornouailles|
Sibirien|Sibérie|Siberië|Sibéria|Patagonien|Patagonie|Kaschmir|Cachemire|Tibet|Krim|Crimée|Krim|Crimeia|Kaukasus|Caucase|
Kaukasus|Cáucaso|Balkan|Balkans|Balkanhalbinsel|Skandinavien|Scandinavie|Scandinavië|Escandinávia|Sahara|Sahel|Maghreb
`;

/**
 * States of the last two centuries that no longer exist, which news archives and historical papers
 * name as often as today's ("Zaire", "Yugoslavia", "Sowjetunion", "Österreich-Ungarn"), in English,
 * German, French, Dutch and Portuguese, with the old German and Dutch spellings of today's countries
 * ("Rußland", "Oesterreich", "Duitschland") and England in those languages.
 */
export const FORMER_STATES = `
Zaire|Zaïre|Yugoslavia|Jugoslawien|Yougoslavie|Joegoslavië|Iugoslávia|Jugoslávia|Soviet Union|USSR|U.S.S.R.|Sowjetunion|
UdSSR|Union soviétique|URSS|Sovjet-Unie|Sovjetunie|União Soviética|Czechoslovakia|Tschechoslowakei|Tchécoslovaquie|
Tsjecho-Slowakije|Tsjechoslowakije|Checoslováquia|Tchecoslováquia|East Germany|West Germany|Rhodesia|Rhodesien|Rhodésie|
Ottoman Empire|Osmanisches Reich|Empire ottoman|Ottomaanse Rijk|Império Otomano|Austria-Hungary|Österreich-Ungarn|
Autriche-Hongrie|Oostenrijk-Hongarije|Áustria-Hungria|Ceylon|Siam|Abyssinia|Abessinien|Abyssinie|Abessinië|Dahomey|
Upper Volta|Transvaal|Orange Free State|Oranje-Vrijstaat|Dutch East Indies|Nederlandsch-Indië|Nederlands-Indië|
Niederländisch-Indien|Serbia and Montenegro|Rußland|Oesterreich|Preussen|Baiern|Duitschland|Rusland|Angleterre|Engeland|
Inglaterra|Schottland|Irland
`;

/**
 * The names that German, French, Dutch, Portuguese, Spanish and Italian text gives big or well-known
 * cities, where they differ from the local and English names the city lists hold ("Mailand",
 * "Londres", "Londen", "Varsóvia"), and the German names of cities of central and eastern Europe
 * that German text of every period uses ("Breslau", "Danzig", "Pressburg"). Names that are also
 * words of those languages ("Pest", "Ofen", "Colonia", "Bergen") are left out.
 */
export const CITY_EXONYMS = `
Londres|Londen|Londra|Parigi|Parijs|Rom|Rome|Roma|Mailand|Milaan|Milão|Neapel|Napels|Nápoles|Napoli|Venedig|Venise|Venetië|
Veneza|Venecia|Florenz|Florença|Florencia|Firenze|Genua|Gênes|Gênova|Génova|Turijn|Turim|Turín|Mantua|Mantoue|Padua|Padoue|
Verona|Vérone|Bologna|Bologne|Bolonha|Triest|Trieste|Wien|Vienne|Wenen|Viena|Prag|Praag|Praga|Varsovie|Warschau|Varsóvia|
Varsovia|Varsavia|Moskau|Moscou|Moskou|Moscovo|Moscú|Mosca|Sankt Petersburg|Saint-Pétersbourg|Sint-Petersburg|
São Petersburgo|San Petersburgo|San Pietroburgo|Kiew|Kiev|Kyiv|Kijów|Kiëv|Kieve|Lissabon|Lisbonne|Lisbona|Lisboa|
Madrid|Sevilla|Séville|Sevilha|Siviglia|Saragossa|Saragosse|Barcelone|Barcelona|Cádiz|Cadix|Cádis|Brüssel|Bruxelles|
Brussel|Bruxelas|Bruselas|Antwerpen|Anvers|Antuérpia|Amberes|Anversa|Brügge|Bruges|Brugge|Gent|Gand|Lüttich|Luik|Liège|
Löwen|Louvain|Leuven|Mecheln|Malines|Mechelen|Rijsel|Lille|Duinkerke|Dünkirchen|Dunkerque|Kamerijk|Cambrai|Den Haag|La Haye|
Haia|Den Haag|Amsterdam|Amesterdão|Amsterdã|Ámsterdam|Kopenhagen|Copenhague|Copenhaga|Copenaghen|Stockholm|Estocolmo|
Stoccolma|Göteborg|Gotemburgo|Athen|Athènes|Athene|Atenas|Atene|Konstantinopel|Constantinopel|Constantinople|
Constantinopla|Istambul|Estambul|Smyrna|Smyrne|Esmirna|Köln|Keulen|Colónia|Colônia|Aachen|Aix-la-Chapelle|Aken|Mainz|
Mayence|Trier|Trèves|Tréveris|Frankfurt|Francfort|Francoforte|Fráncfort|Hamburg|Hambourg|Hamburgo|Amburgo|Bremen|Brême|
Dresden|Dresde|Leipzig|Leipsic|München|Munich|Munique|Múnich|Monaco di Baviera|Nürnberg|Nuremberg|Neurenberg|Nuremberga|
Augsburg|Augsbourg|Straßburg|Strassburg|Straatsburg|Estrasburgo|Strasburgo|Basel|Bâle|Bazel|Basileia|Basilea|Genf|Genève|
Genebra|Ginebra|Ginevra|Zürich|Zurich|Zurique|Bern|Berne|Berna|Berlin|Berlijn|Berlim|Berlino|Edinburgh|Édimbourg|Edinburg|
Edimburgo|Dublin|Dublim|Douvres|Dover|Cantorbéry|Canterbury|Belgrad|Belgrado|Bukarest|Bucarest|Bucareste|Budapest|
Budapeste|Sofia|Sófia|Krakau|Cracovie|Cracóvia|Cracovia|Peking|Pékin|Pequim|Pekín|Pechino|Tokio|Tóquio|Tokyo|Schanghai|
Changhaï|Xangai|Kairo|Le Caire|Caïro|El Cairo|Il Cairo|Jerusalem|Jérusalem|Jeruzalem|Jerusalém|Gerusalemme|Damaskus|Damas|
Damasco|Bagdad|Bagdá|Beyrouth|Beirut|Teheran|Téhéran|Teerã|Algier|Alger|Argel|Algeri|Alexandrien|Alexandrie|Alexandrië|
Alexandria|Alessandria|Kapstadt|Le Cap|Kaapstad|Cidade do Cabo|Johannesburgo|Nova Iorque|Nova York|Nueva York|Neu-York|
New-York|Nieuw-York|La Nouvelle-Orléans|Nova Orleães|Filadélfia|Philadelphie|Washington|Mexiko-Stadt|Mexico-Stad|
Cidade do México|Ciudad de México|Québec|Montréal|Batavia|Soerabaja|Bandoeng|Semarang|Makassar|Paramaribo|Willemstad|
Breslau|Danzig|Königsberg|Stettin|Posen|Lemberg|Pressburg|Laibach|Agram|Reval|Memel|Tilsit|Brünn|Olmütz|Karlsbad|Marienbad|
Kattowitz|Gleiwitz|Oppeln|Bromberg|Elbing|Allenstein|Kolberg|Liegnitz|Teschen|Czernowitz|Temeswar|Hermannstadt|Kronstadt|
Ödenburg|Marburg an der Drau|Troppau|Reichenberg|Budweis|Pilsen|Eger|Aussig|Iglau|Znaim|Lodsch|Wilna|Kowno|Dorpat|Riga|
Klagenfurt|Innsbruck|Salzburg|Graz|Linz
`;

/** Religious groups and their adjectives (capitalised in English). */
export const RELIGIONS = `
Muslim Muslims Islamic Islamist Islamists Christian Christians Catholic Catholics Roman Catholic Protestant Protestants Jewish
Jew Jews Hindu Hindus Buddhist Buddhists Sikh Sikhs Jain Jains Mormon Mormons Evangelical Evangelicals Orthodox Sunni Sunnis
Shia Shiite Shiites Shi'ite Alawite Alawites Druze Baptist Baptists Methodist Methodists Lutheran Lutherans Anglican Anglicans
Presbyterian Presbyterians Pentecostal Pentecostals Quaker Quakers Amish Mennonite Mennonites Calvinist Calvinists Coptic Copts
Zoroastrian Zoroastrians Bahá'í Baha'i Rastafarian Taoist Taoists Shinto Yazidi Yazidis Salafi Salafist Salafists Wahhabi
Jihadist Jihadists Zionist Zionists Hasidic Haredi Ultra-Orthodox Adventist Adventists Episcopalian Episcopalians
`;

/** Political groups, parties written as adjectives or members (the party name itself is an ORGANIZATION); '|'-separated. */
export const POLITICAL = `
Democrat|Democrats|Democratic|Republican|Republicans|Tory|Tories|Conservative|Conservatives|Liberal|Liberals|
Liberal Democrat|Liberal Democrats|Lib Dem|Lib Dems|Socialist|Socialists|Communist|Communists|Marxist|Marxists|Leninist|
Maoist|Maoists|Trotskyist|Fascist|Fascists|Nazi|Nazis|Neo-Nazi|Neo-Nazis|Libertarian|Libertarians|Greens|Social Democrat|
Social Democrats|Christian Democrat|Christian Democrats|Gaullist|Gaullists|Peronist|Peronists|Chavista|Chavistas|
Sandinista|Sandinistas|Bolshevik|Bolsheviks|Menshevik|Unionist|Unionists|Loyalist|Loyalists|Nationalist|Nationalists|
Separatist|Separatists|Brexiteer|Brexiteers|Remainer|Remainers|Federalist|Federalists|Whig|Whigs|Jacobite|Taliban|Houthi|
Houthis|Sinn Féin|Zapatista|Zapatistas|Kurd|Kurds|Kurdish|Pashtun|Pashtuns|Tamil|Tamils|Uyghur|Uyghurs|Uighur|Uighurs|
Rohingya|Hutu|Tutsi|Maori|Māori|Aboriginal|Aborigines|Inuit|Sami|Romani|Basque|Basques|Catalan|Catalans|Flemish|Walloon|
Scots|Scottish|Welsh|English|Irish|Northern Irish|Latino|Latinos|Latina|Latinas|Latinx|Hispanic|Hispanics|Arab|Arabs|
Persian|Persians|Slav|Slavs|Slavic|Anglo-Saxon|Caucasian|Afro-American|African-American|African-Americans|Asian-American|
Asian-Americans|Native American|Native Americans|First Nations|Westerners|European|Europeans|Asian|Asians|African|
Africans|Brit|Brits|Briton|Britons|Yankee|Yankees|Cossack|Cossacks|Bedouin|Berber|Berbers|Tuareg|Zulu|Xhosa|Yoruba|Igbo|
Hausa|Amhara|Oromo|Tigrayan|Tigrayans
`;

/** Well-known organisations written as acronyms; other all-caps tokens are not organisations. */
export const ORG_ACRONYMS = `
UN UNESCO UNICEF UNHCR UNRWA WHO WTO IMF OECD OPEC NATO EU ASEAN ECB ICC ICJ IAEA FIFA UEFA IOC NBA NFL NHL MLB NCAA
FBI CIA NSA DEA ATF DHS DOJ FDA CDC EPA FTC FCC FAA NASA NIH NHS BBC CNN NBC CBS ABC ESPN HBO NPR PBS ITV RTE AFP AP
IBM AMD BMW VW SAP KPMG PwC HSBC UBS BNP RBS ING BBVA AIG AT&T MI5 MI6 GCHQ Interpol Europol Frontex OSCE
ANC PLO SNP DUP AfD CDU CSU SPD FDP ÖVP PSOE UMP LREM BJP ISIS ISIL Hamas Hezbollah PKK YPG LAPD NYPD IDF
MIT UCLA NYU LSE KGB FSB GRU SBU
`;

/** Organisations whose names are ordinary capitalised words or personal names, frequent in news. */
export const EXTRA_ORGS = `
Google|Alphabet|Microsoft|Apple|Amazon|Meta|Facebook|Instagram|WhatsApp|Twitter|TikTok|ByteDance|Tencent|Alibaba|Baidu|Huawei|
Xiaomi|Samsung|Sony|Toyota|Honda|Nissan|Volkswagen|Mercedes-Benz|Daimler|Siemens|Bosch|BASF|Bayer|Allianz|Deutsche Bank|
Commerzbank|Lufthansa|Airbus|Boeing|Lockheed Martin|Raytheon|Northrop Grumman|Tesla|SpaceX|OpenAI|Anthropic|Nvidia|Intel|
Qualcomm|Oracle|Salesforce|Adobe|Netflix|Disney|Warner Bros|Paramount|Comcast|Verizon|Vodafone|BT|Telefonica|Orange|Shell|
BP|ExxonMobil|Exxon|Chevron|TotalEnergies|Aramco|Gazprom|Rosneft|Glencore|Rio Tinto|BHP|Unilever|Nestlé|Nestle|Danone|
Procter & Gamble|Johnson & Johnson|Pfizer|Moderna|AstraZeneca|GlaxoSmithKline|GSK|Novartis|Roche|Sanofi|Merck|Novo Nordisk|
Goldman Sachs|JPMorgan|JPMorgan Chase|Morgan Stanley|Citigroup|Citibank|Barclays|Lloyds|NatWest|Santander|BlackRock|Vanguard|
Berkshire Hathaway|Visa|Mastercard|PayPal|Stripe|Uber|Lyft|Airbnb|Walmart|Target|Costco|Tesco|Sainsbury's|Aldi|Lidl|Carrefour|
IKEA|Zara|Inditex|H&M|Nike|Adidas|Puma|McDonald's|Starbucks|Coca-Cola|PepsiCo|Heineken|Ryanair|EasyJet|Emirates|Qatar Airways|
Reuters|Bloomberg|Associated Press|The New York Times|New York Times|Washington Post|Wall Street Journal|Financial Times|
The Guardian|The Economist|Der Spiegel|Le Monde|Al Jazeera|Fox News|Sky News|Politico|Axios|CNBC|
Harvard|Stanford|Yale|Princeton|Oxford University|Cambridge University|Sorbonne|Red Cross|Red Crescent|Amnesty International|
Human Rights Watch|Greenpeace|Oxfam|Save the Children|Médecins Sans Frontières|Doctors Without Borders|World Bank|
European Union|United Nations|European Commission|European Parliament|Security Council|Federal Reserve|Bank of England|
Supreme Court|Congress|Senate|Parliament|Scotland Yard|Metropolitan Police|Home Office|Foreign Office|Treasury|Kremlin|
Labour|Labour Party|Conservative Party|GOP|Democratic Party|Republican Party|Liberal Democrats|Green Party|Reform UK|Sinn Féin|
Wells Fargo|Bank of America|Citi|Charles Schwab|American Express|General Electric|General Motors|Ford Motor|Lockheed|UnitedHealth|CVS Health|Walgreens|Kroger|Home Depot|Procter|AT&T|T-Mobile|FedEx|UPS|Delta Air Lines|United Airlines|American Airlines|Southwest Airlines|Berkshire|State Farm|Allstate|Geico|Liberty Mutual|Kaiser Permanente|Prudential|MetLife|AIG|Aviva|Legal & General|HSBC|Standard Chartered|Deutsche Telekom|Telekom|Volvo|Renault|Peugeot|Stellantis|Ferrari|Fiat|Eni|Enel|Iberdrola|Repsol|Total|Carrefour|Ahold Delhaize|Albert Heijn|Philips|Shell|ASML|Heineken|Nokia|Ericsson|Spotify|Maersk|Novo Nordisk|Roche|UBS|Credit Suisse|Zurich Insurance|Swiss Re|Munich Re|Deutsche Post|DHL|Bosch|Continental|Porsche|Audi|BMW|Marks & Spencer|Boots|John Lewis|Rolls-Royce|BAE Systems|Unite|Unison|Associated Press|Agence France-Presse|Xinhua|Tass|Kyodo|Yonhap|
Manchester United|Manchester City|Liverpool FC|Chelsea|Arsenal|Tottenham Hotspur|Real Madrid|Barcelona|Bayern Munich|
Juventus|Paris Saint-Germain|Los Angeles Lakers|Golden State Warriors|New York Yankees|Boston Red Sox|Dallas Cowboys
`;

/**
 * Sports clubs: news reports them as organisations ("Sampdoria beat Heerenveen 3-1"), and most of
 * their names are no dictionary word or person. The first divisions of the European football
 * leagues and the big clubs elsewhere, plus the North American leagues. Entries that are also a
 * place on their own ("Liverpool", "Genoa") are filtered out at build time like the company list's:
 * context decides those.
 */
export const SPORTS_CLUBS = `
Arsenal|Aston Villa|Bournemouth|AFC Bournemouth|Brentford|Brighton & Hove Albion|Burnley|Chelsea FC|Crystal Palace|Everton|Fulham|
Leeds United|Leicester City|Newcastle United|Nottingham Forest|Southampton FC|Tottenham|Spurs|West Ham|West Ham United|Wolverhampton Wanderers|Wolves|
Sunderland AFC|Sheffield United|Sheffield Wednesday|Blackburn Rovers|Bolton Wanderers|Queens Park Rangers|Stoke City|Swansea City|
Cardiff City|Middlesbrough|Norwich City|Watford FC|West Bromwich Albion|Ipswich Town|Derby County|Coventry City|Hull City|Celtic|
Rangers|Aberdeen FC|Hearts|Heart of Midlothian|Hibernian|Dundee United|Motherwell FC|Kilmarnock|St Johnstone|St Mirren|
Real Madrid|Atlético Madrid|Atletico Madrid|FC Barcelona|Barça|Athletic Bilbao|Athletic Club|Real Sociedad|Real Betis|Sevilla FC|
Valencia CF|Villarreal|Celta Vigo|Espanyol|Getafe|Osasuna|Rayo Vallecano|Deportivo Alavés|Deportivo La Coruña|Real Zaragoza|
Real Valladolid|Real Mallorca|Levante UD|Málaga CF|Juventus|Inter Milan|Internazionale|AC Milan|Napoli|AS Roma|Lazio|Fiorentina|Atalanta|
Sampdoria|Torino FC|Udinese|Sassuolo|Cagliari Calcio|Hellas Verona|Chievo|Empoli|Parma Calcio|Salernitana|Lecce|Spezia|Frosinone|
Bayern München|FC Bayern|Borussia Dortmund|Dortmund|Borussia Mönchengladbach|Gladbach|Bayer Leverkusen|Leverkusen|RB Leipzig|
Schalke 04|Schalke|Werder Bremen|VfB Stuttgart|VfL Wolfsburg|Eintracht Frankfurt|Hamburger SV|Hertha BSC|Hertha Berlin|Union Berlin|
1. FC Köln|FC Köln|SC Freiburg|TSG Hoffenheim|Hoffenheim|FSV Mainz 05|FC Augsburg|VfL Bochum|Fortuna Düsseldorf|Hannover 96|
1. FC Nürnberg|Kaiserslautern|Arminia Bielefeld|Dynamo Dresden|St. Pauli|Paris Saint-Germain|PSG|Olympique de Marseille|
Olympique Lyonnais|AS Monaco|Lille OSC|Stade Rennais|OGC Nice|RC Lens|FC Nantes|Girondins de Bordeaux|AS Saint-Étienne|
Montpellier HSC|Stade de Reims|RC Strasbourg|Toulouse FC|FC Lorient|Stade Brestois|AJ Auxerre|Ajax|AFC Ajax|Ajax Amsterdam|PSV|
PSV Eindhoven|Feyenoord|AZ Alkmaar|FC Twente|FC Utrecht|Vitesse|SC Heerenveen|FC Groningen|Sparta Rotterdam|Willem II|NEC Nijmegen|
Go Ahead Eagles|Heracles Almelo|PEC Zwolle|Roda JC|NAC Breda|De Graafschap|Benfica|SL Benfica|Sporting CP|Sporting Lisbon|FC Porto|
Sporting Braga|SC Braga|Vitória Guimarães|Boavista|Marítimo|Anderlecht|RSC Anderlecht|Club Brugge|Standard Liège|Standard de Liège|
KRC Genk|KAA Gent|Royal Antwerp|Cercle Brugge|Galatasaray|Fenerbahçe|Fenerbahce|Beşiktaş|Besiktas|Trabzonspor|Başakşehir|
Olympiacos|Panathinaikos|AEK Athens|PAOK|Red Star Belgrade|Crvena Zvezda|Partizan Belgrade|Dinamo Zagreb|Hajduk Split|
Slavia Prague|Sparta Prague|Viktoria Plzeň|Legia Warsaw|Lech Poznań|Wisła Kraków|Ferencváros|Steaua Bucharest|FCSB|CFR Cluj|
Dynamo Kyiv|Dynamo Kiev|Shakhtar Donetsk|Spartak Moscow|CSKA Moscow|Zenit St Petersburg|Zenit|Lokomotiv Moscow|Dinamo Moscow|
Red Bull Salzburg|Rapid Wien|Rapid Vienna|Austria Wien|Sturm Graz|FC Basel|Young Boys|BSC Young Boys|FC Zürich|Grasshoppers|
FC Copenhagen|FC København|Brøndby|FC Midtjylland|Malmö FF|AIK|Djurgården|IFK Göteborg|Rosenborg|Molde FK|Bodø/Glimt|HJK Helsinki|
Maccabi Tel Aviv|Maccabi Haifa|Hapoel Tel Aviv|Boca Juniors|River Plate|Independiente|Racing Club|San Lorenzo|Estudiantes|
Flamengo|Fluminense|Corinthians|Palmeiras|Santos FC|São Paulo FC|Grêmio|Internacional|Cruzeiro|Atlético Mineiro|Vasco da Gama|
Botafogo|Peñarol|Nacional|Colo-Colo|Club América|Chivas|Chivas Guadalajara|Cruz Azul|Pumas UNAM|Tigres UANL|Al Ahly|Zamalek|
Al Hilal|Al Nassr|Al Ittihad|Kaizer Chiefs|Orlando Pirates|Mamelodi Sundowns|Urawa Red Diamonds|Kashima Antlers|LA Galaxy|
Inter Miami|Seattle Sounders|New York Red Bulls|Toronto FC|Los Angeles FC|Atlanta United|
Los Angeles Lakers|Boston Celtics|Chicago Bulls|Golden State Warriors|Miami Heat|San Antonio Spurs|New York Knicks|Brooklyn Nets|
Philadelphia 76ers|Toronto Raptors|Milwaukee Bucks|Denver Nuggets|Phoenix Suns|Dallas Mavericks|Houston Rockets|Utah Jazz|
Cleveland Cavaliers|Detroit Pistons|Indiana Pacers|Atlanta Hawks|Charlotte Hornets|Orlando Magic|Washington Wizards|
Minnesota Timberwolves|Oklahoma City Thunder|Portland Trail Blazers|Sacramento Kings|Memphis Grizzlies|New Orleans Pelicans|
Los Angeles Clippers|New York Yankees|New York Mets|Boston Red Sox|Chicago Cubs|Chicago White Sox|Los Angeles Dodgers|
San Francisco Giants|St. Louis Cardinals|Atlanta Braves|Houston Astros|Philadelphia Phillies|Toronto Blue Jays|Seattle Mariners|
Baltimore Orioles|Detroit Tigers|Cleveland Guardians|Texas Rangers|Oakland Athletics|San Diego Padres|Milwaukee Brewers|
Dallas Cowboys|New England Patriots|Green Bay Packers|Pittsburgh Steelers|San Francisco 49ers|Kansas City Chiefs|New York Giants|
New York Jets|Chicago Bears|Philadelphia Eagles|Miami Dolphins|Denver Broncos|Buffalo Bills|Baltimore Ravens|Seattle Seahawks|
Las Vegas Raiders|Oakland Raiders|Los Angeles Rams|Minnesota Vikings|Cincinnati Bengals|Cleveland Browns|Detroit Lions|
Montreal Canadiens|Toronto Maple Leafs|Boston Bruins|Detroit Red Wings|Chicago Blackhawks|New York Rangers|Edmonton Oilers|
Pittsburgh Penguins|Vancouver Canucks|Calgary Flames|Ottawa Senators|Tampa Bay Lightning|Colorado Avalanche|Vegas Golden Knights|
Real Madrid Baloncesto|Olympiacos BC|Fenerbahçe Beko|Maccabi Tel Aviv BC|CSKA Moscow BC|Crusaders|Leinster|Munster Rugby|
Toulouse Rugby|Stade Toulousain|Saracens|Leicester Tigers|Harlequins|Wasps|Bath Rugby|Northampton Saints|Exeter Chiefs
`;
