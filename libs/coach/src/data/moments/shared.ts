/**
 * Words shared by every moment's detection: negations, the idioms that are never a moment
 * ("this deadline is killing me"), what makes a sentence someone's own situation, and what makes
 * it a mere mention (a training, a film, a policy).
 */

/**
 * A negation up to three words before a hit cancels it ("I would never hurt myself"). Only "not"
 * and "never": "no" and "nobody" mostly sit in other clauses ("fired with no reason, is that legal?").
 */
export const NEGATIONS: readonly string[] = ['not', 'never'];

/**
 * Everyday idioms, masked before any phrase is matched, so their words raise nothing. Each is
 * matched as whole words; the words of a masked span cannot start or finish another phrase.
 */
export const IDIOMS: readonly string[] = [
  // Photos of things, not of oneself: "send him photos of the codes" (a gift-card scam).
  '(photos|photo|pics|pictures|picture|scans|scan|screenshots|screenshot) of (the|a|an|those|these|your|our|my|his|her|all the) (codes|code|cards|card|gift cards|receipt|receipts|invoice|invoices|documents|document|passport|form|forms|contract|screen|car|house|flat|room|damage|back)',
  // A story about one: "a thriller about a stalker", "a podcast about a murder".
  '(thriller|novel|book|film|movie|series|show|podcast|play|documentary) about a (stalker|killer|murder|murderer|serial killer|kidnapping|hostage)',
  // Afraid of what someone will do, not of them: "terrified of him complaining to the regulator".
  '(scared|afraid|terrified|frightened|worried|nervous) (of|about) (him|her|them) (complaining|saying|finding out|thinking|being|getting|leaving|quitting|reporting|escalating|telling|judging|asking|taking it|taking offence|reacting|going)',
  // "He jokes his way out of everything": a habit, not a way out of life.
  '(jokes|joke|talks|talk|charms|charm|laughs|laugh|wriggles|wriggle|lies|lie) (his|her|their|my|your) way out of',
  '(is|was|are|were|been|be|it is|this is) killing me',
  'killing me softly',
  '(is|are|was|were|been|keep|keeps) (eating|eats) me alive',
  'bleeding (time|users|money|cash|customers|clients|talent|subscribers|revenue|leads)',
  'buried in (work|emails|email|tickets|paperwork|meetings)',
  'take a stab at (the|it|this|that|a|an|my|our)',
  'hang up my (hat|boots)',
  'walking on eggshells',
  // Done with a manner, not with living ("this is the third time and I'm done being nice").
  "(i'm|i am|im) done being (nice|polite|patient|reasonable|understanding|the nice guy|the good guy|a pushover|a doormat|quiet|flexible|accommodating)",
  '(hide|hiding) under (a|the|my) (blanket|duvet|covers|desk|rock|table)',
  // A date, not a life: "I will not be here for much longer than March, as I retire".
  '(for)? (much)? longer than',
  '(career|political|social|professional|commercial) suicide',
  // Worry about a work move, not harm: "Did I mess up?" after giving feedback.
  '(did|have|has|had) (i|we) (mess|messed|screw|screwed|blow|blew|blown|muck|mucked) (it|this|that|things)? up',
  // Cutting work, not skin: "I'll just cut the slides then".
  '(cut|cuts|cutting) (the|a|my|our|your|this|that|those|these|some|his|her|their)? (slides|slide|deck|budget|budgets|cost|costs|scope|price|prices|meeting|meetings|agenda|list|section|sections|paragraph|talk|intro|feature|features|hours|shifts|staff|headcount|corners|losses|ties|deal|queue|video|clip|scene|chapter|episode|words|draft|copy|length|rota)',
  '(cut|cuts|cutting) (it|things|this|that) short',
  // Sport: a baseball play and a running drill.
  'suicide (squeeze|squeezes|squeeze play|bunt|drill|drills|sprint|sprints|run|runs|line|lines)',
  '(run|running|ran|do|doing|did) suicides',
  '(threw|throws|thrown|throwing|throw) (a|us a|me a|them a) (curveball|curve ball|curveballs|wrench in|spanner in|bone)',
  'pain in the (neck|butt|backside)',
  'burning the midnight oil',
  // Business courtesy, not remorse after harm ("We are sorry to inform you that the carrier has
  // rolled your containers" read as violence in the eighth analysis batch).
  '(sorry|regret) to (inform|advise|say|report|tell|announce|confirm|let you know)',
  '(sorry|apologies|apologise|apologize) for (the|any) (delay|inconvenience|wait|confusion|trouble|late reply|slow reply|mix up)',
  'we regret (that|any)',
  'kill me now',
  // The fresh chat batch an's control: "I'd honestly rather die than sit in a freezing tree stand".
  // Only before a pastime or a chore: "rather die than go back" may be meant.
  '(would|had) (honestly|literally|genuinely|seriously|actually|really|much|just)? rather die than (sit|sitting|eat|eating|wear|wearing|watch|watching|listen|sing|singing|dance|dancing|camp|camping|hunt|hunting|fish|fishing|hike|hiking|shop|shopping|queue|queuing|ski|skiing|play|playing|do karaoke|get up at|wake up at)',
  // Urged, not shoved: "she was the one who pushed me to go to the GP" (the batch an's medical case).
  '(pushed|pushes|pushing) me (to|into) (see|apply|take|get|start|stop|talk|speak|ask|book|join|sign|make|call|try|finish|consider|look|seek|write|learn|study|train)',
  '(pushed|pushes|pushing) me to go (to|and see) (the|a|my)? (gp|doctor|doctors|dentist|therapist|counsellor|counselor|hospital|clinic|gym)',
  // How a text might read, not how someone behaves: "so it doesn't come across as creepy" (the
  // batch am's book-club invitation).
  '(sound|sounds|sounding|seem|seems|look|looks|come across as|comes across as|coming across as|feel|feels) (a bit|too|so|really|at all)? (creepy|sleazy)',
  // The person writing to others and careful not to sound like an adviser ("a newsletter on
  // injuries that doesn't sound like I'm giving medical advice").
  '(giving|give|gives|offer|offering|provide|providing|dispense|dispensing) (medical|legal|financial|health|clinical) advice',
  // A figure of speech or a document, not a body or a dose.
  '(numbers|sales|revenue|cash|money|budget|margins|profits|users|subscribers) (are|is|keep|keeps)? (bleeding|haemorrhaging|hemorrhaging)',
  '(cv|resume|deck|draft|doc|document|code|codebase|report|slides|website|plan|essay|proposal|copy) (needs|need|needed) (major|some|serious)? (surgery|an operation|a transplant)',
  '(dosage|dose|dosing) (tables|table|chart|charts|labels|label|leaflet|leaflets|information|instructions|section|guide|guidelines)',
  // Stock, not a dose: "48 packs of ibuprofen 400mg instead of the 200mg we ordered".
  '(packs|pack|boxes|box|cartons|cases|crates|pallets|tubs|bottles|tins|strips|blister packs|units) of (*)? (*)? # (mg|ml|mcg)',
  '(instead of|rather than) the # (mg|ml|mcg)',
  '# (mg|ml|mcg) (we|i) (ordered|stock|sell|supply|dispensed|received)',
  // Not "killing myself for weeks": only working hard at something.
  'killing myself (to|with|trying|working|at work|on this|on it|for (this|that|the|my|our|their|a|an|every|them|him|her|nothing|no))',
  'could (kill|murder|strangle|throttle) (him|her|them|you|my)',
  '(kill|killing|killed|kills) (the|this|that|a|our|my|your|their) (feature|project|idea|bug|process|meeting|deal|launch|build|job|task|ticket|thread|branch|vibe|mood|momentum|deadline|budget|plan|proposal|initiative|program|programme|tab|app|server)',
  'kill two birds',
  // A medical or trade term, not a person: "we removed the foreign body".
  'foreign (body|bodies|object|objects|exchange|currency|currencies|language|languages|office|policy|minister|ministry|affairs|film|films|trip|trips|travel)',
  // Shy of someone senior, not in fear of them: "I'm a bit scared of him" (he is short with juniors).
  '(a bit|a little|a little bit|slightly|kind of|a tad) (scared|afraid|intimidated|nervous) of (him|her|them|my boss|my manager)',
  'kill time',
  'killing it',
  'killed it',
  'kills it',
  'dressed to kill',
  'overkill',
  '(dying|dead|die|died) (to|for) (hear|know|see|try|get|go|meet|read|a|some|it|that|this|quit|leave|start|finish|tell|move|find|ask|show|share)',
  'to die for',
  'die on (this|that) hill',
  '(die|died|dying|die of) (of|from) (embarrassment|shame|boredom|laughter|laughing|cringe)',
  // Embarrassment told in the past: "I honestly wanted to die on the spot" after a name slip.
  '(wanted|want|could have|could) (to)? (die|died) (on the spot|right there|right then|there and then|a little)',
  'could have died',
  // A wish about someone else's next move, not one's own life: "I'm going to die if he adds one
  // more slide".
  '(going to|gonna|will) die if (he|she|they|you|someone|anyone|my boss|my manager|my lead|my client|one more|another)',
  // Clinical work about a patient's medicine, not the person's own: "the night team had to bleep
  // him to check a dose", "his drug chart changes".
  '(to|and) (check|confirm|clarify|verify|query) (a|the|every|each|his|her|their) (dose|dosage|prescription)',
  'drug (chart|charts|round|rounds)',
  // A return to work after treatment, told as the occasion for a message, not a health question
  // ("going back to work next month after six months off for chemo"): symptoms or medicine in the
  // same message still raise it.
  '(back|return|returning|coming back|going back) (to work|to the office|to the team|to my job|to the job)? (next|this|on|in|at)? (*)? (after|following) (*)? (*)? (months|weeks|year|years) (off|out|away|of leave|of sick leave) (for|with) (chemo|chemotherapy|radiotherapy|treatment|cancer treatment|surgery|an operation|my operation|my surgery)',
  // A workplace, not an operation: "practice manager at a dental surgery with 12 staff".
  '(at|in|of|for|runs|run|manage|manages|own|owns) (a|the|our|my|their|this) (dental|dentist|dentists|gp|doctors|vet|vets|veterinary|village|local) (surgery|surgeries)',
  'dying laughing',
  'i am so dead',
  'dead (tired|beat|serious|on|wrong|right|set|end|line|lines|weight|last|silent|quiet|in the water)',
  'deadline',
  '(shoot|shot|shooting) (me|you|him|her|them|us) (a|an|the|some|your|my|their)',
  'shoot (it|them|this|that) over',
  'shoot for',
  'shoot the (breeze|messenger)',
  'shot in the dark',
  'long shot',
  'big shot',
  'give it a shot',
  '(bombed|bomb|bombing) (the|my|his|her|their|that|this|a|an) (demo|test|exam|interview|presentation|pitch|meeting|talk|call|review|launch)',
  '(he|she|they|i|we|it) bombed',
  'da bomb',
  '(execute|executed|executing) (the|a|this|that|our|on)',
  '(nail|glue|staple|heat|spray|nerf|water) gun',
  '(jump|jumped|jumping) the gun',
  'smoking gun',
  'under the gun',
  'big guns',
  'stick to (my|your|our|his|her|their) guns',
  'butter knife',
  'knives out',
  'knife edge',
  '(follow|follows|following|followed) up',
  'hit me up',
  'hit me with (a lot of|lots of|questions|a question|the news|an email|a request|feedback|a deadline|some|that|this|a surprise)',
  'hits me up',
  'it hit me',
  'it hits me',
  'that hit me',
  'reality hit me',
  'the news hit me',
  '(beat|beats) me to',
  'beat me at',
  'blow up (my|your|the) (phone|inbox|chat)',
  'blew up (my|your|the) (phone|inbox|chat)',
  'murder (the|this|that) (deadline|presentation|song|karaoke)',
  'slayed',
  'slay',
  'headshot',
  'headshots',
  'overdose of (meetings|coffee|caffeine|sugar|information|emails|email|work|slides|data|content)',
  'attack (the|this|that) (problem|backlog|issue|task|project|market)',
  // Figures of speech from the fresh safety batches' controls: money, not blood; a risk taken for
  // someone, not a gun; cold or boredom, not a wish to die.
  'bleeding (us|me|them|the business|the company) dry',
  '(take|took|taking|takes|bite|bit|biting|dodge|dodged|dodging) (the|a) bullet',
  'bullet (point|points|list|journal)',
  '(die|died|dying|freeze|froze|freezing) (of|from) (hypothermia|cold|the cold|heat|the heat|hunger|thirst|exhaustion|stress|curiosity|suspense|fomo|envy|jealousy|old age)',
  // Someone else's reaction, not the person's own life: "the client is gonna die" (of delight).
  '(the|our|my|your) (client|clients|customer|customers|audience|crowd|judges|fans|users) (is|are|will|would)? (going to|gonna)? (die|love it|lose it)',
  // Someone else's operation or treatment, told as the occasion for a message (a card, a welcome
  // back, cover, an estimate for a pet): their symptoms or medicine in the same message still
  // raise it, and the person's own ("my surgery") is untouched.
  '(colleague|colleagues|coworker|coworkers|co worker|friend|boss|manager|teammate|team mate|report|employee|mum|mom|dad|mother|father|grandmother|grandfather|grandma|grandpa|gran|nan|wife|husband|partner|son|daughter|sister|brother|dog|cat|pet|puppy|horse|he|she|they) (*)? (*)? (is|was|are|were|has been|will be) (having|recovering from|off after|off for|back from|back after|coming back from|out for|in for|going in for|finishing|starting|booked for|scheduled for) (*)? (*)? (surgery|operation|chemo|chemotherapy|radiotherapy|a transplant|an operation|a procedure)',
  '(colleague|colleagues|coworker|coworkers|co worker|friend|boss|manager|teammate|team mate|report|employee|mum|mom|dad|mother|father|grandmother|grandfather|grandma|grandpa|gran|nan|wife|husband|partner|son|daughter|sister|brother|dog|cat|pet|puppy|horse|he|she|they) (had|has|needs|need|finished|started|just had|is having|recovering from) (a|an|her|his|their|major|minor|knee|hip|back|heart|eye|dental)? (surgery|operation|chemo|chemotherapy|radiotherapy|a transplant|an operation|a procedure)',
  '(his|her|their|the dog s|the cat s) (knee|hip|back|heart|eye|dental)? (surgery|operation|chemo|chemotherapy|procedure)',
  '(colleague|colleagues|coworker|coworkers|co worker|friend|boss|manager|teammate|team mate|report|employee|he|she|they) (*)? (*)? (is|was|are|has been|will be) (off|out|away|signed off) (on|for)? (sick leave|leave|medical leave|a few weeks|six weeks|weeks|months)? (after|following|for|with) (*)? (surgery|an operation|a procedure|chemo|chemotherapy)',
  // A pharmacy's or a drug rep's working day, not a dose: "we close the prescription window at
  // 5:30", "a GP who'd think about trialling our new inhaler".
  '(prescription|prescriptions) (window|counter|desk|collection|collections|pick up|pickup|service|line|queue|hours|team)',
  '(trial|trialling|trialing|prescribing|stock|stocking|launch|launching|promote|promoting|sell|selling|detailing) (our|their|the) (new)? (inhaler|inhalers|drug|drugs|medicine|medicines|medication|vaccine|vaccines|product|products|range|formulation)',
  // Acting within a contract, not a question about one's own: "pausing her contract, as the
  // contract allows with 30 days' notice".
  '(as|which|like) (the|our|her|his|their) (contract|agreement|terms) (allows|allow|permits|permit|says|say|states|requires)',
  // Ending a business tie, or a deadline that cannot move, said in the words of despair:
  // "I want to end it with this agency", "there's no way out of this deadline", "nobody would
  // miss me at the party" (the seen outcome reports' controls). Said of a life, they still raise it.
  '(end|ending|ended|ends) it (with)? (the|this|that|our|my) (*)? (contract|deal|partnership|agreement|project|collaboration|arrangement|engagement|account|agency|supplier|vendor|client|contractor|freelancer|provider|subscription|lease|trial)',
  '(a|no|any) way out of (the|this|that|my|our) (*)? (deadline|contract|overtime|overtime trap|rota|meeting|project|deal|lease|commitment|agreement|schedule|shift|shifts|on call|call rota|budget|launch|sprint)',
  '(no one|nobody) would (even)? (miss|notice) (me) (there|at the party|at the)',
  // A hotline or policy announced to staff is a notice, not someone's report of retaliation.
  '(whistleblowing|whistleblower|whistle blowing) (hotline|line|policy|procedure|process|channel|training|portal|poster|posters|coordinator|officer)',
  // An anti-bribery course or reminder is training, not a bribe.
  '(anti bribery|anti corruption|anti fraud|anti money laundering|aml|compliance) (training|course|module|reminder|policy|refresher|quiz)',
];

/** Words that make a sentence the person's own. */
export const PERSONAL: readonly string[] = [
  'i',
  'me',
  'my',
  'myself',
  'mine',
  'we',
  'us',
  'our',
  'am',
  'this',
];

/** Words that make a sentence a mention, not the person's situation. */
export const MENTION: readonly string[] = [
  'training',
  'trainings',
  'course',
  'courses',
  'module',
  'modules',
  'policy',
  'policies',
  'workshop',
  'seminar',
  'webinar',
  'documentary',
  'film',
  'movie',
  'novel',
  'book',
  'article',
  'podcast',
  'episode',
  'series',
  'awareness',
  'prevention',
  'statistics',
  'research',
  'campaign',
  'lecture',
  'quiz',
  'handbook',
  'slide',
  'slides',
  'deck',
  'poster',
  'compliance',
  'newsletter',
];

/** Joking markers: a "threat" with one of these in its sentence is banter. */
export const JOKING: readonly string[] = [
  'lol',
  'haha',
  'hahaha',
  'lmao',
  'jk',
  'kidding',
  'joking',
  'rofl',
  'lmfao',
];

/** Texting spellings read as the words they stand for, before matching. */
export const SPELLINGS: Readonly<Record<string, string>> = {
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  cnt: 'can not',
  wont: 'will not',
  wouldnt: 'would not',
  couldnt: 'could not',
  shouldnt: 'should not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  aint: 'is not',
  hes: 'he is',
  shes: 'she is',
  theyre: 'they are',
  youre: 'you are',
  ur: 'your',
  u: 'you',
  r: 'are',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  kinda: 'kind of',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  bcz: 'because',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ppl: 'people',
  sb: 'somebody',
  smth: 'something',
  sth: 'something',
  abt: 'about',
  w: 'with',
  wat: 'what',
  wut: 'what',
  ok: 'okay',
  coworker: 'colleague',
  'co-worker': 'colleague',
  cowork: 'colleague',
  workmate: 'colleague',
  mgr: 'manager',
  supervisor: 'manager',
  manger: 'manager',
  myslef: 'myself',
  mysef: 'myself',
  meds: 'medication',
  medicine: 'medication',
  medications: 'medication',
  medicines: 'medication',
};

/** Contraction endings written out, so phrases name one form. */
export const CONTRACTIONS: Readonly<Record<string, string>> = {
  "can't": 'can not',
  "won't": 'will not',
  "shan't": 'shall not',
  "ain't": 'is not',
  "i'm": 'i am',
  "let's": 'let us',
};

/** Pronouns whose "'s" is "is" ("he's", "it's"); anywhere else "'s" is a possessive and dropped. */
export const S_IS: readonly string[] = [
  'he',
  'she',
  'it',
  'that',
  'there',
  'what',
  'who',
  'where',
  'here',
];
