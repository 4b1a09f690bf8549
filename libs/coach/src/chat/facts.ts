import { SITUATION_EXAMPLES } from '../data/chat-situations/index.js';
import type { FactSlot } from '../data/chat-situations/types.js';
import { capitalise, escapeRegExp } from '../writing/words.js';
import { toSecondPerson } from './voice.js';

/** The facts a chat message gives, by slot; a slot is absent when the message does not give it. */
export type Facts = Partial<Record<FactSlot, string>>;

const WEEKDAY = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\\b';
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const ORDINAL = '\\d{1,2}(?:st|nd|rd|th)?';
const DATE = new RegExp(
  [
    `\\b${WEEKDAY}(?:'s)?(?:,?\\s+(?:the\\s+)?${ORDINAL}(?![\\d:.]|\\s*(?:%|k\\b|hours?|days?|weeks?|people|times?))|,?\\s+${MONTH}\\s+${ORDINAL}\\b)?`,
    `\\b${MONTH}\\s+${ORDINAL}\\b(?:,?\\s+\\d{4})?`,
    `\\b${ORDINAL}\\s+(?:of\\s+)?${MONTH}`,
    `\\bthe\\s+\\d{1,2}(?:st|nd|rd|th)\\b(?!\\s+(?:time|round|attempt|person|one|try))`,
    '\\b(?:tomorrow|tonight|next week|end of (?:the )?(?:day|week|month|quarter)|eod|eow)\\b',
  ].join('|'),
  'gi',
);
const TIME = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b/gi;
/**
 * Money as written anywhere: "$1,180", "€64-72k", "R$ 5.000", "R 58,500", "₦4,200,000",
 * "549,99 €", "CHF 1'200", "12,500 rupees". A figure keeps its separators whole, since "R$ 5" of
 * "R$ 5.000" is another sum.
 */
const AMOUNT =
  /(?:(?:[$€£¥₹₦₩₱₽₺₪฿]|\bR\$|\bR(?= ?\d)|\b(?:CHF|USD|EUR|GBP|ZAR|NGN|KES|KSh|INR|AUD|CAD|SGD|AED|Rs\.?|RM)(?= ?\d))\s?\d+(?:[,.'’]\d+)*\s?(?:k|m|million|thousand|lakh|crore)?(?:\s?(?:-|–|to)\s?[$€£]?\d[\d,.]*\d?\s?(?:k|m)?)?|\b\d+(?:[,.'’]\d+)*\s?(?:k|K)\b(?!\s*(?:steps|run))|\b\d+(?:[,.'’]\d+)*\s?(?:€|£|zł|kr\b|Kč|(?:dollars|euros|pounds|usd|eur|gbp|chf|rand|reais|rupees|naira|yen|pesos|francs|cedis|shillings)\b))/g;
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a dozen|several';
/** Durations are not counts of anything that happened ("8 months in" is not "8 times"). */
const DURATION =
  /\b(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?|lines?|pages?|people|persons?|employees?|engineers?|analysts?|members?)$/i;

/** What a count may count: things that happened or piled up, not people, lines or time. */
const COUNTED =
  /\b(?:times|asks|requests|features|bugs|tickets|projects|tasks|deadlines|meetings|comments|reviews|emails|messages|calls|escalations|complaints|mistakes|errors|prs|pull requests|changes|revisions|versions|reports|incidents|shifts|weekends|nights|reminders|follow-ups|pings|invites|defects|issues|deliverables|items|priorities|clients|customers|orders|returns|refunds|cancellations|absences|late arrivals)$/i;

const COUNT = new RegExp(
  `\\b(?:\\d+|${NUMBER_WORDS})(?:\\s+(?:new|more|extra|other|full|straight|whole|separate|different|late|missed|open|unanswered|unread|recurring|direct|weekly))?\\s+(?:[a-z]+-)?[a-z]+s\\b|\\btwice\\b|\\b(?:three|four|five|\\d+)\\s+times\\b`,
  'gi',
);

/** Nouns for pieces of work: the head of `{thing}`. */
const WORK_ITEMS =
  'report|deck|slides|project|release|launch|proposal|analysis|plan|presentation|budget|migration|pilot|roadmap|spec|demo|document|doc|audit|contract|pitch|feature|campaign|rollout|invoice|ticket|design|prototype|strategy|forecast|survey|update|dashboard|model|app|website|site|newsletter|lesson plan|code reviews?|design reviews?|handover|rota|schedule|order|shipment|delivery|estimate|quote|bid|tender|application|grant|paper|article|book|pr|pull request|deployment|integration|onboarding plan|summary|brief|memo|policy|process|workflow|study|research';
const THING = new RegExp(
  `\\b(?:the|my|our|this|that|his|her|their)\\s+((?:[\\w&/-]+(?:\\.\\d+)*\\s+){0,3}?(?:${WORK_ITEMS})s?)\\b`,
  'gi',
);
/** Words that may not open a work item's name ("the same report", "my first project"). */
const THING_OPENERS_REFUSED =
  /^(?:same|other|whole|next|last|first|new|entire|own|weekly|daily|monthly|one|only|usual|big|main|current|direct|annual|performance|year-end|mid-year)\b/i;
/** Words that show a match runs across a sentence rather than naming a work item. */
const THING_WORDS_REFUSED =
  /^(?:leaves|keeps|is|are|was|were|has|had|have|just|said|says|wants|want|needs|need|asked|asks|and|but|or|to|for|with|by|until|of|in|on|at|from|the|a|an|my|our|his|her|their|this|that|i|we|he|she|they|it|peer|manager|boss|colleague|client|customer|team|everyone|between|before|after|during|across|into|over|about|per|via)$/i;
/** A thing whose head is only a meeting is named only when it is the topic ("the weekly sync"). */
const PLAIN_MEETING = /^(?:meeting|call|update|review|plan|code|model|order|process|visit)$/i;

/** Roles a person can be named by, most specific first. */
const ROLES =
  'direct reports?|skip[- ]level|team lead|tech lead|product manager|project manager|line manager|account manager|engineering manager|hiring manager|store manager|head of \\w+|manager|boss|supervisor|director|lead|colleague|co-?worker|peer|teammate|report|intern|new hire|client|customer|vendor|supplier|contractor|pm|ceo|cto|cfo|coo|vp|svp|founder|principal|head teacher|headteacher|nurse|doctor|recruiter|partner|mentor|stakeholder|landlord|trainee|assistant|analyst|engineer|designer|developer|editor|owner|chair|board|parent|patient|student|guest|candidate|prospect|team';
const ROLE = new RegExp(
  `\\b(my|our|the|a|one of my|another)\\s+((?:new|senior|junior|former|old|main|biggest|top|remote|difficult|own|favourite|favorite)\\s+)?(${ROLES})\\b`,
  'gi',
);

/** "the report" is a document; "my report" or "a direct report" is a person. */
function firstRole(message: string): RegExpExecArray | null {
  for (const match of message.matchAll(ROLE)) {
    const determiner = (match[1] ?? '').toLowerCase();
    if (/^reports?$/i.test(match[3] ?? '') && (determiner === 'the' || determiner === 'a'))
      continue;
    return match as RegExpExecArray;
  }
  return null;
}

/** Capitalised words that are not people. */
const NOT_NAMES = new Set(
  (
    'I Im Ive Id Ill Hi Hey Hello Thanks Thank Ok Okay So And But Or If When What Why How Who Where Which Should Can Could Would Will Do Does Did Is Are Was My Our The A An This That These Those It He She They We You Your His Her Their Me Him Them Us Also Just Now Then Yes No Not Please Sorry Lol Edit Update PS ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Tues Wed Thu Thur Thurs Fri Sat Sun ' +
    'January February March April May June July August September October November December Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec ' +
    'MBTI DiSC DISC Disc Emergenetics CliftonStrengths Clifton Strengths Styleprint INTJ INTP ENTJ ENTP INFJ INFP ENFJ ENFP ISTJ ISFJ ESTJ ESFJ ISTP ISFP ESTP ESFP ' +
    'Analytical Structural Social Conceptual Expressive Expressiveness Assertive Assertiveness Flexible Flexibility Executing Influencing Relationship Building Strategic Thinking Achiever Deliberative Learner Responsibility Empathy Harmony Ideation Input Focus Activator Command Communication Competition Woo Maximizer Arranger Belief Discipline Consistency Restorative Adaptability Developer Connectedness Includer Individualization Positivity Relator Context Futuristic Intellection ' +
    'English Spanish French German Chinese Japanese Indian American British European Asian Christmas Easter Ramadan Diwali Thanksgiving ' +
    // Trades and roles that open a sentence: "Concreter just texted me this".
    'Concreter Plumber Electrician Builder Roofer Joiner Tiler Plasterer Contractor Subcontractor Landlord Landlady Neighbour Neighbor Flatmate Roommate Housemate Courier Mechanic Accountant Caterer Florist Photographer Cleaner Nanny Tutor Recruiter Agent ' +
    // Meals and desks of a hotel or restaurant: "Breakfast was cold", "Reception was closed".
    'Breakfast Brunch Lunch Dinner Reception Checkout Housekeeping Room Service ' +
    // School subjects: "I teach History to Year 10".
    'History Geography Maths Math Physics Chemistry Biology Science Economics Sociology Psychology Philosophy Literature Music Drama ' +
    // Review sites, platforms and unions: where something is posted or who the user belongs to.
    'Trustpilot Yelp Tripadvisor TripAdvisor Glassdoor Facebook Instagram TikTok Twitter Reddit Etsy eBay Airbnb Indeed Upwork Fiverr Deliveroo Eat Uber Unite Unison Usdaw GMB Herr Frau Pan Pani Dona Doña Mme Sra Sr Madame Monsieur Señor Señora Signor Signora Professor Puan Encik Cik Tuan Datuk Dato Bapak Ibu Pak Bu Father Fr Pastor Reverend Rev Imam Rabbi Saint St ' +
    'Allah God Jesus Inshallah InshaAllah JazakAllah Alhamdulillah Mashallah Slack Teams Zoom Jira Confluence Notion Gmail Outlook Excel Google LinkedIn Salesforce GitHub Figma Asana Trello WhatsApp Microsoft Apple Amazon Marketplace Vinted Gumtree Craigslist Kleinanzeigen Depop Packstation DHL UPS FedEx Royal Mail Runway ' +
    'HR CEO CTO CFO COO VP SVP PM QA IT PR OKR OKRs KPI KPIs ASAP EOD FYI TBD BLUF Q1 Q2 Q3 Q4 AI UK US USA EU OK ' +
    'Manager Boss Director Lead Team Client Customer Prospect Parent Patient Student Teacher Nurse Guest User Users Vendor Supplier Candidate Recruiter Intern Project Operation Programme Program Initiative Campaign Phase Sprint Mr Mrs Ms Dr Sir Madam Dear Regards Best Cheers Anyway Honestly Basically Actually Really Seriously Obviously Sadly Luckily Hopefully Anyway Today Tomorrow Yesterday Tonight Any Some Every Each All Both Nothing Everyone Someone Anyone Need Needs ' +
    'Mondays Tuesdays Wednesdays Thursdays Fridays Saturdays Sundays Dominance Influence Steadiness Conscientiousness Compliance Reception Admissions Accounts School Schools College University Faculty Department Institute Academy Hospital Ward Clinic Council Trust Board Committee Office Centre Center Finance Legal Payroll Procurement Operations Marketing Sales Support Security Facilities Housekeeping Maintenance Dispatch Senior Junior Head Chief ' +
    // Nationalities and languages: "our new Vietnamese partners", "I'm Dutch".
    'Vietnamese Dutch Polish Italian Portuguese Brazilian Mexican Canadian Australian Irish Scottish Welsh Nigerian Kenyan Ghanaian Korean Thai Filipino Indonesian Malaysian Singaporean Turkish Greek Russian Ukrainian Swedish Norwegian Danish Finnish Swiss Austrian Belgian Czech Hungarian Romanian Arabic Arab Egyptian Moroccan Pakistani Bangladeshi Nepali Israeli Iranian Persian Hindi Urdu Cantonese Mandarin Tagalog Swahili Hebrew Catalan Scandinavian African Latin Caribbean Nordic '
  ).split(' '),
);

/** Countries and cities: a capitalised word right after one is part of the place ("Porto Alegre"). */
const KNOWN_PLACES = new Set(
  // Countries and big cities people name as where someone works, not who they are.
  (
    'Uganda Kenya Nigeria Ghana Rwanda Tanzania Ethiopia Egypt Morocco India Pakistan Bangladesh Nepal China Japan Korea Vietnam Thailand Philippines Indonesia Malaysia Singapore Australia Canada Mexico Brazil Argentina Chile Colombia Peru Germany France Spain Italy Portugal Poland Netherlands Belgium Sweden Norway Denmark Finland Ireland Scotland Wales England Britain Turkey Greece Russia Ukraine Israel Dubai London Manchester Birmingham Leeds Glasgow Edinburgh Dublin Paris Berlin Madrid Lisbon Rome Milan Amsterdam Rotterdam Brussels Hamburg Munich Vienna Zurich Stockholm Oslo Copenhagen Helsinki Warsaw Prague Budapest Istanbul Lagos Nairobi Accra Cairo Johannesburg Mumbai Delhi Bangalore Chennai Karachi Dhaka Manila Jakarta Bangkok Tokyo Seoul Shanghai Beijing Sydney Melbourne Auckland Toronto Vancouver Montreal Chicago Boston Seattle Austin Denver Atlanta Houston Dallas Miami' +
    // Cities people write where they live or work (the chat batches: "Neighbour issue, Adelaide").
    'Liverpool Bristol Cardiff Belfast Sheffield Newcastle Nottingham Leicester Brighton Oxford Cambridge Bath York Aberdeen Dundee Swansea Coventry Southampton Portsmouth Plymouth Norwich Reading Exeter Camden Hackney Croydon Cork Galway Limerick Lyon Marseille Toulouse Nice Bordeaux Lille Nantes Strasbourg Montpellier Frankfurt Cologne Stuttgart Düsseldorf Leipzig Dresden Hanover Nuremberg Bremen Salzburg Geneva Basel Bern Lausanne Barcelona Valencia Seville Sevilla Bilbao Malaga Málaga Marbella Granada Zaragoza Palma Porto Braga Faro Coimbra Naples Turin Bologna Venice Genoa Verona Palermo Utrecht Eindhoven Hague Antwerp Ghent Bruges Luxembourg Aarhus Gothenburg Malmö Bergen Tampere Reykjavik Krakow Kraków Wroclaw Wrocław Poznan Poznań Gdansk Gdańsk Brno Bratislava Bucharest Cluj Belgrade Zagreb Ljubljana Athens Thessaloniki Ankara Izmir Kyiv Kiev Lviv Odesa Vilnius Riga Tallinn Minsk Moscow Tbilisi Yerevan Baku Doha Riyadh Jeddah Kuwait Muscat Manama Amman Beirut Casablanca Marrakech Rabat Tunis Algiers Abuja Ibadan Kumasi Mombasa Westlands Kampala Kigali Addis Joburg Pretoria Durban Soweto Sandton Harare Lusaka Gaborone Windhoek Maputo Luanda Dakar Abidjan Bengaluru Hyderabad Kolkata Pune Ahmedabad Jaipur Kochi Kerala Goa Noida Gurgaon Gurugram Lahore Islamabad Chittagong Colombo Kathmandu Hanoi Saigon Cebu Makati Bali Surabaya Bandung Penang Busan Incheon Osaka Kyoto Nagoya Yokohama Sapporo Fukuoka Shenzhen Guangzhou Chengdu Hangzhou Wuhan Taipei Kaohsiung Macau Brisbane Perth Adelaide Canberra Hobart Wellington Christchurch Calgary Ottawa Edmonton Winnipeg Halifax Quebec Portland Tampa Detroit Philadelphia Pittsburgh Cleveland Minneapolis Nashville Memphis Baltimore Queens Manhattan Oakland Sacramento Raleigh Indianapolis Milwaukee Omaha Tulsa Albuquerque Honolulu Anchorage Guadalajara Monterrey Tijuana Cancun Bogotá Bogota Medellín Medellin Quito Valparaíso Caracas Buenos Córdoba Rosario Montevideo Asunción Brasília Brasilia Recife Fortaleza Curitiba Havana Panama ' +
    // States and provinces: "Wisconsin guy", "a Texas client".
    'Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Wisconsin Wyoming Ontario Alberta Manitoba Saskatchewan Queensland Tasmania Bavaria Catalonia Andalusia Tuscany Sicily Sardinia Provence Brittany Normandy Yorkshire Cornwall Essex Surrey Sussex'
  ).split(' '),
);

/** Words after which a capitalised word is a place, a team or a product, not a person. */
const PLACE_BEFORE =
  /(?:\b(?:in|from|at|the|our|their|of|to the|near|across|between|outside|around|an?)(?:\s+(?:north|south|east|west|central|rural|northern|southern|eastern|western|downtown|greater|upstate|inner))?|\d)\s*$/i;
/** Words that name a thing with a proper name after them ("Project Falcon", "Ward 4B"). */
const NAMED_THING_BEFORE =
  /\b(?:Project|Team|Operation|Program|Programme|Initiative|Product|Release|Campaign|Account|Building|Room|Ward|Unit|Site|Store|Branch|Office|Department|Squad|Group|Feature|Sprint|Epic|Module|Service|Platform|Phase|Hotel|Restaurant|School|Hospital|Clinic)\s+$/;
/** Words that end a firm's name ("Keller Farben", "Brightline Logistics"). */
const FIRM =
  /^(?:Ltd|Limited|Inc|LLC|GmbH|AG|BV|SA|Plc|PLC|Group|Holdings|Partners|Associates|Maltings|Farben|Interiors|Logistics|Solutions|Systems|Consulting|Services|Foods|Energy|Bank|Capital|Media|Labs|Studio|Studios|Agency|Motors|Construction|Builders|Properties|Pharma|Airlines|Insurance|Digital|Technologies|Tech|Software|Networks|Print|Press|Publishing|Brewery|Bakery|Dairy|Farms|Supplies|Freight|Transport|Haulage|Couriers|Cleaning|Catering|Events|Design|Architects|Yoga|Fitness|Dental|Vets|Veterinary|Pharmacy|Opticians|Dentists|Surgery|Practice|Legal|Health|Care|Homes|Hotels|Retail|Trading|Industries|Manufacturing|Engineering|Recruitment|Telecom|Foundation|Trust|Council|University|College|Academy)$/;
/** What is done to a project, not a person: "kill Atlas", "launch Orion". */
const ENDED_OR_LAUNCHED_BEFORE =
  /\b(?:kill|killing|scrap|scrapping|cancel|cancelling|canceling|shelve|shelving|sunset|sunsetting|launch|launching|ship|shipping|pause|pausing|deprecate|deprecating|defund|relaunch|decommission|decommissioning) $/i;
/** Going or being somewhere: the capitalised word after is a place. */
const TRAVEL_BEFORE =
  /\b(?:fly|flying|flew|land\w*|arriv\w*|travel\w*|going|go|went|moving|moved|relocat\w*|based|visit\w*|trip|flight|office|back) (?:to|in|into|from|at)\s*$/i;
/** Where something is put or reached: the capitalised word after is a platform ("online on Moodle"). */
const PLATFORM_BEFORE =
  /\b(?:(?:online|live|hosted|available|posted|uploaded|published|shared|listed) (?:on|via|in)|via|using)\s*$/i;
/** Words that open a business's name: "Café Aurora", "Möbelhaus Krüger", "Hotel Lindner". */
const FIRM_HEAD = new Set(
  'Café Cafe Caffè Restaurant Restaurante Ristorante Trattoria Osteria Pizzeria Taverna Bistro Brasserie Bar Pub Hotel Hostel Bakery Boulangerie Bäckerei Patisserie Studio Salon Clinic Gym Garage Autohaus Möbelhaus Kaufhaus Casa Maison Villa Atelier Galerie Gallery Boutique Agencia Agentur'.split(
    ' ',
  ),
);
/** Words for a person by what they are to the user, never a name: "Flatmate Hugo asked…". */
const ROLE_WORD =
  /^(?:flatmate|roommate|housemate|neighbou?r|landlord|landlady|tenant|agent|drummer|singer|guitarist|bassist|coach|captain|organiser|organizer|treasurer|secretary|seller|buyer|recruiter|contractor|builder|plumber|electrician|cleaner|nanny|babysitter|tutor|teacher|ex|friend|mate|colleague|coworker|boss|manager|client|customer|supplier|vendor)$/i;
/** A state or province code after a town: "Dayton, OH", "Moose Jaw, SK". */
const STATE_CODE_AFTER = /^(?:\s+\p{Lu}[\p{Ll}’']+)?,\s*[A-Z]{2}\b(?![a-z])/u;
/** A word for someone the user knows, right before a name: "my friend Baraka". */
const PERSON_BEFORE =
  /\b(?:friend|mate|brother|sister|cousin|neighbou?r|colleague|flatmate|boss|manager)\s+$/i;
/** A kind of business, then its name in brackets: "a fintech startup (Lumo". */
const FIRM_IN_BRACKETS =
  /\b(?:startup|start-up|company|firm|agency|brand|business|shop|store|restaurant|caf[eé]|bar|clinic|practice|surgery|school|charity|app|platform|studio|studios|label|publisher|magazine|gym|hotel|venue|bakery|salon|brewery|winery|museum|gallery|theatre|theater)\s*\(\s*$/i;
/** Family words: "her son Marcus" is not the person the user is writing to. */
const FAMILY_BEFORE =
  /\b(?:son|daughter|kid|child|boy|girl|husband|wife|brother|sister|baby|cat|dog|kitten|puppy|pet|rabbit|hamster|parrot|horse|pony)(?:,\s*|\s*\(\s*|\s+|)$/i;

/** Verbs that show a sentence-initial capitalised word is someone acting ("Kevin hits…"). */
const ACTING =
  /^(?:from|said|says|keeps|kept|is|was|has|had|told|asked|asks|wants|wanted|replied|sent|got|gets|hits|thinks|thought|just|never|always|doesn't|didn't|won't|can't|isn't|wasn't|will|would|and|left|leaves|took|takes|presented|cut|cuts|called|emailed|messaged|reports|manages|runs|joined|started|needs|owns|refuses|ignores|ignored|made|makes|gave|gives|seems|came|comes|does|did|also|still|went|goes|started|put|puts)\b/i;

/** A role right after a name, in brackets or after a comma: "Lena (hiring manager", "Tom, my lead". */
const ROLE_AFTER = new RegExp(
  `^\\s*(?:\\(\\s*|,\\s*)(?:(?:on|from|in) (?:my|our) (?:team|squad|crew|shift|ward|department|unit|group|class)|(?:(?:my|our|the|a|an|his|her|their)\\s+)?(?:(?:new|senior|junior|main)\\s+)?(?:${ROLES}|contact(?!\\s*:)|point of contact))\\b`,
  'i',
);

const ON_MY_TEAM =
  /^\s+(?:on|from|in) (?:my|our) (?:team|squad|crew|shift|ward|department|unit|group|class)\b/i;

let common: Set<string> | null = null;

/** Words people write in lower case in the questions of the chat corpus: ordinary words, not names. */
function isCommonWord(word: string): boolean {
  if (!common) {
    common = new Set();
    for (const example of SITUATION_EXAMPLES) {
      for (const token of example.text.split(/[^\p{L}'’]+/u)) {
        if (token.length > 1 && token === token.toLowerCase()) common.add(token);
      }
    }
  }
  return common.has(word.toLowerCase());
}

function firstNames(message: string): string[] {
  const found: string[] = [];
  // Words of a place or a named thing: the capitalised word right after one is part of it
  // ("in São Paulo", "in Kuala Lumpur", "moved to New York").
  const places = new Set<string>();
  const things = new Set<string>();
  const pattern = /(?:^|[^\p{L}'’])(\p{Lu}[\p{Ll}’']+)(?=$|[^\p{L}])/gu;
  for (const match of message.matchAll(pattern)) {
    const word = (match[1] ?? '').replace(/['’]s$/, '').replace(/['’]$/, '');
    if (KNOWN_PLACES.has(word)) {
      places.add(word);
      continue;
    }
    if (word.length < 2 || NOT_NAMES.has(word) || /['’]/.test(word) || ROLE_WORD.test(word))
      continue;
    const at = (match.index ?? 0) + match[0].indexOf(match[1] ?? '');
    // "Mr Otieno … Otieno & Sons": the surname of someone already found by their title.
    if (found.some((name) => name.endsWith(` ${word}`))) continue;
    if (FIRM_HEAD.has(word)) {
      places.add(word);
      continue;
    }
    const before = message.slice(Math.max(0, at - 12), at);
    const after = message.slice(at + (match[1] ?? '').length, at + (match[1] ?? '').length + 14);
    // "a seller on Vinted", "the ad on Kleinanzeigen": a platform; "on Priya's team" is a person.
    const onPlatform =
      PLATFORM_BEFORE.test(message.slice(Math.max(0, at - 24), at)) ||
      (/\bon\s*$/i.test(before) && !/^['’]s\b/.test(after));
    // "Moose Jaw, SK", "(Dayton, OH)": a town with its state or province code.
    if (STATE_CODE_AFTER.test(message.slice(at + word.length, at + word.length + 24))) {
      places.add(word);
      continue;
    }
    // "Durban (Umhlanga)", "Curitiba (bairro Boqueirão)": the part of the town in brackets.
    const bracketed =
      /(\p{Lu}[\p{Ll}’']+)\s*\(\s*(?:bairro |barrio |quartier |district |suburb |near )?$/u.exec(
        message.slice(Math.max(0, at - 40), at),
      )?.[1];
    // "a fintech startup (Lumo)", "a small vet clinic (Hollybank Vets)": the firm's name.
    if (FIRM_IN_BRACKETS.test(message.slice(Math.max(0, at - 40), at))) {
      places.add(word);
      continue;
    }
    if (bracketed !== undefined && (places.has(bracketed) || KNOWN_PLACES.has(bracketed))) {
      places.add(word);
      continue;
    }
    // "Flour and butter went up": two things opening a sentence; "Tom and his wife" stays Tom.
    if (
      /^\s+(?:and|&) (?!(?:his|her|their|my|our|i|the|a|an|me|he|she|they|we)\b)\p{Ll}/u.test(
        after,
      ) &&
      /(?:^|[.!?\n])$/.test(before.trimEnd())
    )
      continue;
    const previous = /(\p{Lu}[\p{Ll}’']+) $/u.exec(before)?.[1];
    // "St Brigid's parish council", "St Mary's": a church, a school, a street.
    if (previous === 'St' || previous === 'Saint') {
      places.add(word);
      continue;
    }
    if (previous !== undefined) {
      if (places.has(previous)) {
        places.add(word);
        continue;
      }
      // A surname: the person is already found by their first name ("Priya Raman").
      if (found.includes(previous)) continue;
      // "Priya Raman asked…" opening a sentence: the first name is the person.
      if (
        ACTING.test(after.trim()) &&
        !isCommonWord(previous) &&
        !NOT_NAMES.has(previous) &&
        !ROLE_WORD.test(previous)
      ) {
        found.push(previous);
        continue;
      }
      // The second word of a name that is not a person's ("'Vinyl Hour'", "Harbour Yoga").
      if (!NOT_NAMES.has(previous) && !ROLE_WORD.test(previous)) continue;
    }
    // "I need to kill Atlas", "we launch Orion": a project, not a person.
    if (ENDED_OR_LAUNCHED_BEFORE.test(message.slice(Math.max(0, at - 16), at))) {
      things.add(word);
      continue;
    }
    // Named once as a thing ("the Hartwell pitch"), it is that thing again ("Hartwell's buyer").
    if (things.has(word)) continue;
    if (/\bthe\s*$/i.test(before) && /^\s+\p{Ll}/u.test(after)) things.add(word);
    // "Nordvik Energy", "Northfield Maltings": a word before an ordinary capitalised word names
    // a firm or a thing; the words after it too.
    const following = /^\s+(\p{Lu}[\p{Ll}’']+)(?:\s+(\p{Lu}[\p{Ll}’']+))?/u.exec(
      message.slice(at + word.length, at + word.length + 40),
    );
    const next = following?.[1];
    // "Van Dijk Interiors": a firm's name of three words.
    const third = following?.[2];
    if (
      next !== undefined &&
      !NOT_NAMES.has(next) &&
      // "my manager Priya I'm resigning": "I'm" opens the user's own clause, not a firm's name.
      !/^I['’]/.test(next) &&
      (isCommonWord(next) || FIRM.test(next) || (third !== undefined && FIRM.test(third)))
    ) {
      places.add(word);
      continue;
    }
    // "between Dublin and Manila": the second of two places.
    const beforeAnd = /(\p{Lu}[\p{Ll}’']+) (?:and|or|&) $/u.exec(
      message.slice(Math.max(0, at - 30), at),
    );
    if (beforeAnd?.[1] !== undefined && places.has(beforeAnd[1]) && !ACTING.test(after.trim())) {
      places.add(word);
      continue;
    }
    if (
      PLACE_BEFORE.test(before) ||
      TRAVEL_BEFORE.test(before) ||
      NAMED_THING_BEFORE.test(before) ||
      onPlatform
    )
      places.add(word);
    // A quote opens a sentence of its own: "posted in Slack: "Need the billing migration…"".
    // So does a list mark ("1) Need…") or an emoji ("😂 Seriously though…").
    const sentenceStart = /(?:^|[.!?\n:)]|["“‘']|\p{Extended_Pictographic})$/u.test(
      before.trimEnd(),
    );
    if (word === 'Prof' && /^\.?\s*\p{Lu}/u.test(after)) continue;
    // "Mr. de Vries", "Dr van Dijk": the particle stays with the surname.
    const titled =
      /\b(Mr|Mrs|Ms|Dr|Prof|Professor|Herr|Frau|Madame|Monsieur|Señor|Señora|Signor|Signora|Pan|Pani|Dona|Doña|Mme|Sra|Sr|Puan|Encik|Cik|Tuan|Datuk|Dato|Bapak|Ibu|Pak|Bu|Father|Fr|Pastor|Reverend|Rev|Imam|Rabbi)\.?\s*((?:de|van|von|der|den|di|da|du|le|la|al|el) )?$/.exec(
        message.slice(Math.max(0, at - 20), at),
      );
    if (titled) {
      // The abbreviations take a full stop; a title written out ("Herr Vogel") does not.
      const abbreviated = /^(?:Mr|Mrs|Ms|Dr|Prof)$/.test(titled[1] ?? '');
      const title = abbreviated ? `${titled[1]}.` : titled[1];
      // "Dr. Adaeze Okafor" is written to as "Dr. Okafor"; "Pani Ewa" keeps her first name.
      const surname =
        abbreviated && !titled[2] ? /^ (\p{Lu}\p{Ll}+)\b/u.exec(after)?.[1] : undefined;
      found.push(`${title} ${titled[2] ?? ''}${surname ?? word}`);
      continue;
    }
    // "Óscar (my PM) wants…", "from Lena (hiring manager, Northwind)": a word with a role after
    // it is a person, wherever it stands.
    if (
      ROLE_AFTER.test(message.slice(at + word.length, at + word.length + 40)) &&
      !isCommonWord(word) &&
      // "a guesthouse in Franschhoek, owner Mrs Pieterse": the place, then the person.
      !/\b(?:in|near|outside|around)\s*$/i.test(before)
    ) {
      found.push(word);
      continue;
    }
    // "Year 10", "Ward 4B", "Room 3": a capitalised word before a number names a thing.
    // ("lent my friend Baraka 25,000 shillings": a person, with a sum after them.)
    if (/^\s+\d/.test(after) && !PERSON_BEFORE.test(before)) continue;
    if (PLACE_BEFORE.test(before) || FAMILY_BEFORE.test(before)) continue;
    // "flying to Manila", "based in Lagos": a place; "online on Moodle": a platform.
    if (TRAVEL_BEFORE.test(before) || onPlatform) continue;
    // "Project Falcon", "Team Phoenix": a name of a thing after a capitalised ordinary word.
    if (NAMED_THING_BEFORE.test(before)) continue;
    // "VP Ops", "HR Business Partner": a department after a title, not a person.
    // ("Our PM Priya posted…": a word nobody writes in lower case after a title is a name.)
    if (/\b[A-Z]{2,}\s$/.test(before) && (isCommonWord(word) || /\bHR\s$/.test(before))) continue;
    if (
      /^\s*(?:office|team|project|app|account|region|store|branch|site|campus|time)\b/i.test(after)
    )
      continue;
    // "Ben on my team sent…": a first word placed in the user's team is a person.
    const placed = ON_MY_TEAM.test(message.slice(at + word.length, at + word.length + 30));
    if (sentenceStart && !ACTING.test(after.trim()) && !/^['’]s\b/.test(after) && !placed) continue;
    // "Prospect is…", "Senior leadership…", "Understood, …": an ordinary word at the start of a
    // sentence or after a comma, written in lower case in other questions people ask.
    if ((sentenceStart || /,\s*$/.test(before)) && isCommonWord(word)) continue;
    found.push(word);
  }
  return [...new Set(found)];
}

/** How the coach writes a role in its own voice: "my manager" is "your manager". */
function roleInCoachVoice(determiner: string, adjective: string | undefined, role: string): string {
  const owner = /^(?:my|our|one of my|another)$/i.test(determiner)
    ? determiner.toLowerCase() === 'one of my'
      ? 'one of your'
      : determiner.toLowerCase() === 'another'
        ? 'another'
        : 'your'
    : determiner.toLowerCase();
  const upper = /^(?:pm|ceo|cto|cfo|coo|vp|svp)$/i.test(role)
    ? role.toUpperCase()
    : role.toLowerCase();
  return `${owner} ${adjective ? adjective.toLowerCase() : ''}${upper}`.replace(/\s+/g, ' ');
}

function cleanClause(clause: string): string {
  // Trailing punctuation is trimmed by hand: a regular expression anchored at the end would
  // retry from every position of a long run of spaces.
  let text = clause.split(/\s/).filter(Boolean).join(' ');
  while (/[,;:]$/.test(text)) text = text.slice(0, -1).trimEnd();
  return text;
}

/** The reason the user gave, as a clause starting with "because". */
/** The user's fear or worry, in the same sentence before a "because". */
const FEAR_BEFORE =
  /\b(?:scared|afraid|worried|nervous|anxious|terrified|fear|feel(?:s)? like|will feel|would feel|might feel|guilty|awkward|hurt)\b(?:\d\.\d|[^.?!;\n])*$/i;

function reasonOf(message: string): string | undefined {
  // The user's reason, not the other person's ("she asked me to cover because she's taking a
  // class" is why she asks, not why the user says no).
  const because = [
    ...message.matchAll(
      /\b(because of|because|(?<!\b(?:is|are|was|were|it's|its)\s)due to(?=\s+\p{Ll})|as a result of)\s+((?:\d\.\d|[^.?!;\n]){3,120})/giu,
    ),
  ].find(
    (match) =>
      // "I'm scared it will feel like a betrayal because we've worked together 4 years": why the
      // user fears it, not the reason to give them.
      !FEAR_BEFORE.test(message.slice(Math.max(0, (match.index ?? 0) - 80), match.index)) &&
      !/^(?:s?he|they)(?:['’](?:s|re|ll|d)|\s+(?:is|are|was|were|has|have|had|wants?|needs?|thinks?|feels?|can|could|will|would|does|did|doesn['’]t|didn['’]t))\b/i.test(
        match[2] ?? '',
      ),
  );
  if (because) {
    const head = (because[1] ?? '').toLowerCase();
    const rest = cleanClause(
      (because[2] ?? '').split(
        /, ?(?:and|so|but|which)\b| so (?:i|we)\b| and (?:i|we) (?:want|need|have|don't)\b/i,
      )[0] ?? '',
    );
    if (rest.split(' ').length > 18 || rest.length < 3) return undefined;
    const lead = head === 'because' || head === 'since' ? 'because' : 'because of';
    return `${lead} ${head === 'due to' || head === 'as a result of' ? rest : rest}`;
  }
  // "… but finance only sent the numbers yesterday": a late input is the reason for a delay.
  const late =
    /\bbut\s+((?:the\s+)?[a-z][\w\s'’-]{1,40}?\s+(?:only|just|still)\s+(?:sent|gave|got|delivered|shared|arrived|came|approved|signed)\b(?:\d\.\d|[^.?!;\n]){0,60})/i.exec(
      message,
    );
  if (late) return `because ${cleanClause(late[1] ?? '')}`;
  return undefined;
}

/** Words the other person said, as quoted in the message. */
function quoteOf(message: string): string | undefined {
  const patterns = [
    /[“"]([^”"\n]{2,160})[”"]/,
    /(?:^|[\s:(])[‘']([^’'\n]{2,160}?)[’'](?=[\s.,!?;:)]|$)/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(message);
    if (match && /\p{L}/u.test(match[1] ?? ''))
      return (match[1] ?? '').trim().replace(/[.!,]$/, '');
  }
  return undefined;
}

function allMatches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => match[0].trim());
}

const tidyDate = (date: string): string =>
  date
    .replace(/['’]s$/i, '')
    // The sentence's full stop is not the date's ("by 3 December." read "by 3 December..").
    .replace(/\.$/, '')
    .replace(/^(\w)/, (c) => c.toUpperCase())
    .replace(/^The /, 'the ')
    .replace(/^(Tomorrow|Tonight|Next week|End of|Eod|Eow)/, (c) => c.toLowerCase());

/**
 * Dates the message ties to something due, moving or starting ("due Friday", "until the 17th",
 * "ship Nov 14", "starting Monday"): a date that only says when something happened ("on our demo
 * Nov 6") would read as a deadline in the answer.
 */
const DATE_CONTEXT =
  /\b(?:by|until|till|til|before|due|deadline|ship|ships|shipping|launch|launches|launching|release|releases|go-live|live|start|starts|starting|from|back|move|moved|moving|push|pushed|to|review|presentation)\b(?:\d\.\d|[^.?!]){0,24}$/i;

/** Something is already late: a due date in such a message has passed. */
const ALREADY_LATE =
  /\b(?:overdue|past due|(?:is|was|are|were|now|still) late|(?:hasn'?t|has not|haven'?t|have not|still not|never) (?:paid|arrived|delivered|sent|replied|answered)|still (?:no|nothing|waiting)|(?:it'?s|it is) now\b|ago\b)/i;
const DUE_BEFORE = /\b(?:was |were )?due(?: on| by)?\s*$/i;

function datesWithContext(message: string): string[] {
  const found: string[] = [];
  const late = ALREADY_LATE.test(message);
  for (const match of message.matchAll(DATE)) {
    const before = message.slice(Math.max(0, (match.index ?? 0) - 30), match.index ?? 0);
    // "invoice #0147, due 31 October … next week two times": a passed due date is no date to
    // ask for an answer by.
    if (late && DUE_BEFORE.test(before)) continue;
    if (DATE_CONTEXT.test(before)) found.push(match[0].trim());
  }
  return found;
}

/** More time asked for in the user's words: "two more weeks", "another 3 days", "an extra week". */
const EXTRA_TIME =
  /\b((?:(?:a|one|two|three|four|five|six|a few|a couple of|\d{1,2})\s+more|another(?:\s+(?:two|three|four|five|six|few|couple of|\d{1,2}))?|an extra|(?:two|three|four|five|six|\d{1,2}) extra)\s+(?:days?|weeks?|months?|hours?))\b/i;

/** The facts of one message. */
/**
 * Who the message quotes replying ("Now Stefan replied: "Understood…"", "she wrote back: "…""):
 * the person the answer is for, whoever else it names first. The last one quoted; a pronoun as
 * it is written ("She").
 */
const QUOTED_REPLY =
  /(?:^|[^\p{L}])(\p{Lu}[\p{Ll}'’-]+|[Ss]he|[Hh]e|[Tt]hey)\s+(?:then\s+|just\s+|finally\s+)?(?:replied|said|wrote(?: back)?|answered|responded|came back|emailed|texted|messaged|commented)\b[^"“\n]{0,45}["“]/gu;

function quotedReplier(message: string): string | null {
  let last: string | null = null;
  for (const match of message.matchAll(QUOTED_REPLY)) last = match[1] ?? null;
  return last;
}

const PRONOUN = /^(?:she|he|they)$/i;

/** "he replied: "…"", "she said: "…"": the other person of the earlier turns answering, by pronoun. */
export function repliedByPronoun(message: string): boolean {
  return PRONOUN.test(quotedReplier(message) ?? '');
}

/**
 * What the other person keeps doing: "Callum keeps interrupting people in meetings, especially…"
 * is "interrupting people in meetings". Only after a name or "he"/"she" (not "it keeps
 * happening", not the user's own "I keep"), and only when it can be said to them as it stands.
 */
const KEEPS =
  /\b(?:\p{Lu}\p{Ll}+,?|he|she) (?:keeps(?: on)?|constantly|always|repeatedly|regularly)\s+(\p{Ll}+ing\b(?:\d[.,]\d|[^.,;:!?\n"“(]){0,60})/u;

function habitOf(message: string): string | undefined {
  const match = KEEPS.exec(message);
  const found = match?.[1]?.trim();
  if (!match || !found) return undefined;
  // Cut off at its length limit mid-word ("before the board presentat"): only what comes before
  // a dash or the next clause can be sent.
  const end = (match.index ?? 0) + match[0].length;
  const midWord = /^\p{L}/u.test(message.slice(end, end + 1));
  const clause = midWord ? (found.split(/ [—–-] |; /)[0] ?? '') : found;
  const joined = / (?:and|but|so|which|when|because|even though|although) /;
  if (midWord && clause === found && !joined.test(clause)) return undefined;
  // Cut at a new clause ("… and I don't know what to say").
  const cut = (clause.split(joined)[0] ?? '').trim();
  // "her" may be her or the user's colleague; "him", "them" someone else: left out.
  if (/\b(?:her|him|them|they|he|she)\b/i.test(cut) || cut.split(' ').length < 2) return undefined;
  return cut.replace(/\bhis\b/gi, 'your');
}

/** "my manager Priya", "my contact is Herr Brandt": a role right before a name. */
const ROLE_BEFORE = new RegExp(
  `\\b(?:(?:my|our)\\s+(?:new\\s+)?(?:${ROLES}|contact)(?:,\\s*|\\s+)?|(?:the|a|an)\\s+(?:${ROLES}),\\s*)$`,
  'i',
);

/** Verbs of writing or speaking to someone: "email Margaret", "tell Jen", "reply to Lena". */
const NAMED_AS_BEFORE =
  /\b(?:(?:his|her|their|the (?:guy|man|woman|customer|client|person)['’]s) name(?:'s| is| was)|(?:he|she|they)(?:'s|’s| is| are) called|(?:he|she) goes by)\s+$/i;
const ADDRESSED_BEFORE =
  /\b(?:e-?mail|message|text|tell|ask|reply to|respond to|write to|answer|call|ping|chase|remind|thank|talk to|speak to|approach|confront|say to|feedback to|push back on|negotiate with|apologi[sz]e to|say no to|(?<!\btheir )contact is|contact,)\s+$/i;
/** Work handed to someone: "hand over the Brennan account to Lucía" is written to Lucía. */
const HANDED_TO =
  /\b(?:hand(?:ing)? (?:over|off)|pass(?:ing)? (?:on|over)|delegat\w*|introduce|introducing|forward(?:ing)?)\b(?:\d\.\d|[^.?!\n]){0,40}\bto\s+$/i;
/** A person who is gone from the situation: "when Dev left", "Sam is on leave". */
const GONE_AFTER =
  /^\s+(?:left|quit|retired|resigned|moved on|moved teams|is (?:off|away|on leave|out)|was (?:off|away|on leave)|has left|went on leave)\b/i;

const GREETED_BEFORE = /\b(?:hi|hello|hey|dear|morning|evening|hiya|ciao|hola|olá)\s*$/i;
const SIGNED_BEFORE =
  /(?:\b(?:best|regards|thanks|thank you|cheers|best wishes|love|warmly|sincerely|many thanks|kind regards)|\bx{1,3}),?\s*$/i;

/** Whether a position is inside a quotation ("…" or '…' opened before it and not closed). */
function insideQuote(message: string, at: number): boolean {
  const before = message.slice(0, at);
  const opened = (before.match(/["“”]/g) ?? []).length;
  return opened % 2 === 1;
}

/**
 * The person the question is most likely about, when it names several: one named with a role
 * ("my manager Priya", "Lena (hiring manager"), one the user writes to ("email Margaret"), before
 * one who only explains the background ("when Dev left in June"). The first named wins a tie.
 */
function likeliestPerson(message: string, names: readonly string[]): string | undefined {
  if (names.length <= 1) return names[0];
  let best: string | undefined;
  let bestScore = -Infinity;
  names.forEach((name, index) => {
    // "Mr. Haddad" is written "Mr Haddad" too.
    const pattern = new RegExp(`\\b${escapeRegExp(name).replace(/\\\./g, '\\.?')}\\b`, 'g');
    let score = -index * 0.1;
    for (const match of message.matchAll(pattern)) {
      const at = match.index ?? 0;
      // Named inside someone's quoted words ("Maybe Kasia can show it", "Ask Mette"): that
      // mention says nothing about who the user writes to.
      if (insideQuote(message, at)) {
        const said = message.slice(Math.max(0, at - 24), at);
        // "Hi Lucy, …": the quote greets the user; "… Best, Carol.": it is signed by its sender,
        // the one the reply goes to (the chat batch ae: a florist's reply was addressed to herself).
        if (GREETED_BEFORE.test(said)) score -= 5;
        else if (SIGNED_BEFORE.test(said)) score += 4;
        else score -= 1;
        continue;
      }
      const before = message.slice(Math.max(0, at - 40), at);
      const after = message.slice(at + name.length, at + name.length + 40);
      if (ROLE_BEFORE.test(before)) score += 3;
      if (ROLE_AFTER.test(after)) score += 3;
      if (ADDRESSED_BEFORE.test(before)) score += 2;
      // "His name is Richard Hale": the user says who the person is, outright.
      if (NAMED_AS_BEFORE.test(before)) score += 6;
      if (HANDED_TO.test(message.slice(Math.max(0, at - 80), at))) score += 3;
      if (GONE_AFTER.test(after)) score -= 4;
      // "about her son Callum": someone the message is about, written to a parent.
      if (FAMILY_BEFORE.test(before)) score -= 3;

      // Named again: the story is about them, not a word that happened to open a sentence.
      if (at > (message.search(pattern) ?? at)) score += 0.5;
    }
    if (score > bestScore) {
      best = name;
      bestScore = score;
    }
  });
  return best;
}

/**
 * "A client sent this on Monday: '…'": the reply goes to someone known only by their role. A
 * name that the message never ties to the reply (no role, no "email X") is someone on the
 * user's side ("the vet notes say Dr Patel tried calling her"), not the one written to.
 */
const SENT_BY_ROLE =
  /\b(?:a|the|one|my|our|this)\s+(?:new\s+|regular\s+|long-standing\s+)?(?:client|customer|guest|parent|patient|tenant|buyer|reviewer|member|resident|passenger|student|diner)\s+(?:just\s+|has\s+)?(?:sent|wrote|emailed|messaged|left|posted|replied|texted)\b/i;

/** The user writes to a group: "email all staff", "tell my team of 9", "post in the parents group". */
const GROUP_AUDIENCE =
  /\b(?:(?:bring (?:this|it) up|raise (?:this|it)|talk|speak) (?:with|to)|e-?mail|message|write to|tell|announce (?:it )?to|post (?:in|to)|send (?:it |this )?to|send an? (?:[\w-]+ )?(?:e-?mail|message|note|letter) to|update|brief|address)\s+(?:all\s+(?:of\s+)?)?(?:the\s+|my\s+|our\s+|all\s+)?(?:\d+\s+)?(?:whole\s+)?(?:team|subject leads|staff|parents|families|members|volunteers|committee|group chat|class|everyone|residents|tenants|players|(?:mailing|lab|email|e-mail|team|staff|class) list|department|crew|squad|club|steering committee|board)\b(?! (?:lead|leader|manager|captain|chair|head|member)\b)/i;

/**
 * The figure the user wants: "ask increment to RM3,800", "ask for a raise to £48k", "I want to
 * ask for $95,000", "asking for €4,200 a month".
 */
const TARGET = new RegExp(
  `\\b(?:(?:raise|increase|increment|rise|bump|salary|pay|rate)\\s+(?:up\\s+)?to\\s+(${AMOUNT.source})|\\bask(?:ing)?\\s+(?:for\\s+)?(${AMOUNT.source}))`,
  'i',
);

/**
 * A request that keeps coming back: "the 4th Saturday in a row", "every Sunday for a month":
 * the no covers the next ones too (the chat batch ak's reader: "nothing about stopping it
 * becoming normal").
 */
const RECURRING =
  /\b(?:(?:\d+(?:st|nd|rd|th)|third|fourth|fifth|sixth) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|evening|night shift|late shift|early shift) in a row|every (monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend) (?:for|since)\b)/i;

/** Whether the message ties a name to the reply: a role beside it, or the user writing to them. */
function tiedToReply(message: string, name: string): boolean {
  const pattern = new RegExp(`\\b${escapeRegExp(name)}\\b`, 'g');
  for (const match of message.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (insideQuote(message, at)) return true;
    const before = message.slice(Math.max(0, at - 40), at);
    const after = message.slice(at + name.length, at + name.length + 40);
    if (
      ROLE_BEFORE.test(before) ||
      ROLE_AFTER.test(after) ||
      ADDRESSED_BEFORE.test(before) ||
      NAMED_AS_BEFORE.test(before)
    )
      return true;
  }
  return false;
}

export function readFacts(message: string): Facts {
  const facts: Facts = {};
  const names = firstNames(message);
  const role = firstRole(message);
  const replier = quotedReplier(message);
  // "Ana and Wei keep sniping": both are the people the answer is about.
  const pair =
    names.length >= 2 ? new RegExp(`\\b${names[0]}\\s+and\\s+${names[1]}\\b`).test(message) : false;
  const likeliest =
    replier && names.includes(replier)
      ? replier
      : pair
        ? `${names[0]} and ${names[1]}`
        : likeliestPerson(message, names);
  const name =
    likeliest && !replier && SENT_BY_ROLE.test(message) && !tiedToReply(message, likeliest)
      ? undefined
      : likeliest;
  // "email all staff", "post in the parents group": written to many, so no one name is greeted.
  const group = GROUP_AUDIENCE.test(message);
  if (name && !group) facts.name = name;
  if (group) facts.who = 'everyone';
  else if (name) facts.who = name;
  else if (role) facts.who = roleInCoachVoice(role[1] ?? 'the', role[2], role[3] ?? 'person');

  const dates = datesWithContext(message).map(tidyDate);
  if (dates[0]) facts.date = dates[0];
  if (dates.length >= 2 && dates[dates.length - 1] !== dates[0])
    facts.lastDate = dates[dates.length - 1];
  const time = allMatches(TIME, message)[0];
  if (time) facts.time = time.replace(/\s/g, '');

  const amounts = allMatches(AMOUNT, message);
  if (amounts[0]) facts.amount = amounts[0];
  if (amounts[1]) facts.amount2 = amounts[1];

  const withoutMoney = message.replace(AMOUNT, ' ').replace(DATE, ' ').replace(TIME, ' ');
  const count = allMatches(COUNT, withoutMoney).find(
    (found) => !DURATION.test(found) && COUNTED.test(found),
  );
  if (count) facts.count = count.toLowerCase();

  for (const match of message.matchAll(THING)) {
    const words = (match[1] ?? '').trim();
    if (THING_OPENERS_REFUSED.test(words) || PLAIN_MEETING.test(words)) continue;
    // "One of my reports, Callum": people, not documents.
    if (/^reports?$/i.test(words) && /^(?:my|our)$/i.test(match[0].split(/\s+/)[0] ?? '')) continue;
    // "my peer Marcus leaves code reviews" is a person acting, not a work item's name.
    if (words.split(/\s+/).some((word) => names.includes(word) || THING_WORDS_REFUSED.test(word)))
      continue;
    // "My contract is Monday to Friday": a document stating terms, not the work in question.
    const rest = message.slice(
      (match.index ?? 0) + match[0].length,
      (match.index ?? 0) + match[0].length + 10,
    );
    if (/^contracts?$/i.test(words) && /^\s+(?:is|says|states|was|said|only)\b/i.test(rest))
      continue;
    facts.thing = `the ${words}`;
    break;
  }
  const target = TARGET.exec(message);
  if (target) facts.target = (target[1] ?? target[2] ?? '').trim();
  const recurring = RECURRING.exec(message);
  const again = (recurring?.[1] ?? recurring?.[2])?.toLowerCase();
  // "Saturdays", "weekends": a day keeps its capital.
  if (again) facts.recurring = `${/day$/.test(again) ? capitalise(again) : again}s`;
  const habit = habitOf(message);
  if (habit) facts.habit = habit;
  const extra = EXTRA_TIME.exec(message);
  if (extra) facts.extra = (extra[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
  const because = reasonOf(message);
  if (because) facts.because = because;
  const quote = quoteOf(message);
  if (quote) facts.quote = quote;
  return facts;
}

/** The facts of a conversation so far: this message's, then earlier messages' for what it leaves out. */
export function readFactsWithHistory(
  message: string,
  earlier: readonly string[],
  followUp = true,
): Facts {
  const own = readFacts(message);
  const merged: Facts = {};
  for (const text of [...earlier].reverse()) Object.assign(merged, readFacts(text));
  // A quote belongs to the message that reports it; an earlier one is not "what they said" now.
  delete merged.quote;
  const facts = { ...merged, ...own };
  // "he said he's late… the rest of the team notices": a follow-up that says "he" or "she" is
  // still about the person named before, not about a group it mentions in passing.
  // "She replied: "…"": the one quoted replying is the person named before, whoever else the
  // follow-up names ("Giorgio is our boss").
  const replier = quotedReplier(message);
  if (followUp && merged.name && replier && PRONOUN.test(replier)) {
    facts.name = merged.name;
    facts.who = merged.who ?? merged.name;
    return facts;
  }
  if (followUp && merged.name && !own.name && /\b(?:he|she|him|her|his)\b/i.test(message)) {
    facts.name = merged.name;
    facts.who = merged.who ?? merged.name;
  }
  return facts;
}

/**
 * The facts as the coach says them to the user: the reason "because I overslept" becomes
 * "because you overslept" (a reply keeps the user's own voice; the reading speaks to them).
 */
export function inCoachVoice(facts: Facts): Facts {
  if (!facts.because) return facts;
  const because = toSecondPerson(facts.because);
  return { ...facts, because };
}

/**
 * The facts as the reply says them to the other person: "because his team only sent the data
 * yesterday", sent to him, is "because your team only sent the data yesterday". Only "his": "her"
 * is as often "sent her the file" as "her team".
 */
export function inReplyVoice(facts: Facts): Facts {
  if (!facts.because || !facts.who) return facts;
  return { ...facts, because: facts.because.replace(/\bhis\b/gi, 'your') };
}

/** A figure with what it measures: "40 pages", "14 warehouse staff", "30%", "#2231", "3 of the last 5". */
const FIGURE =
  /#\d+\b|\b\d+(?:\.\d+)?\s?%|\b\d+ of (?:the )?(?:last |past )?\d+|\b\d[\d,]*(?:\.\d+)?\s+(?:[a-z]+\s+)?(?:pages?|people|staff|hours?|days?|weeks?|months?|years?|times|slides|accounts|reports|emails|reminders|messages|invoices|complaints|requests|shifts|units|fittings|orders|items|cases|clients|customers|employees|engineers|members|properties|stores|sites|tickets|bugs|features|matters|projects|calls|meetings)\b/gi;

/**
 * Every date, sum of money, clock time and figure the message gives, in its own order and words,
 * at most once each: what a good answer names back ("€180k", "14 March", "40 pages").
 */
export function everyFact(message: string): string[] {
  const found: { at: number; text: string }[] = [];
  for (const pattern of [AMOUNT, DATE, TIME, FIGURE]) {
    for (const match of message.matchAll(pattern)) {
      const at = match.index ?? 0;
      const text = match[0].trim();
      // A figure inside a sum or a date already taken ("€64-72k", "the 9th") is not another fact.
      if (found.some((item) => at >= item.at && at < item.at + item.text.length)) continue;
      found.push({ at, text });
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((item) => item.text.replace(/['’]s$/, '').replace(/\.$/, ''))
    .filter((text) => {
      const key = text.toLowerCase();
      if (seen.has(key) || /^(?:tomorrow|tonight)$/i.test(text)) return false;
      seen.add(key);
      return true;
    });
}

/** The first date written in a text ("2 April", "Friday the 14th"), as written; null when none. */
export function firstDate(text: string): string | null {
  const match = new RegExp(DATE.source, 'i').exec(text);
  return match ? tidyDate(match[0].trim()) : null;
}
