import { advancesAcrossTurns } from './harassment.js';
import { DRUG } from './medical.js';
import type { MomentSigns } from './types.js';

/**
 * Moments told by their signs rather than named (docs/decisions/0133-coach-safety-warning-signs.md).
 * Each sign alone is ordinary; two kinds of sign in one message are what the published lists of
 * warning signs ask people to notice. Read over a whole chat message or a whole pasted
 * conversation, idioms masked, a sign negated by "not" or "never" just before it not counted.
 */

/** Someone to care for: who a threat or a blow is aimed at, beside "me" and "you". */
const PERSON =
  '(my|his|her|their|your|our|the|this|that|a) (aunt|uncle|mum|mom|mother|dad|father|sister|brother|wife|husband|partner|girlfriend|boyfriend|ex|son|daughter|kid|kids|children|child|baby|family|boss|manager|colleague|coworker|co worker|friend|mate|neighbour|neighbor|teacher|student|tenant|landlord|customer|nurse|driver|founder|cousin|nephew|niece|grandma|grandmother|grandad|grandfather|stepdad|stepmum|stepmom)';

/**
 * The warning signs of suicide as crisis lines publish them: talk of being a burden, saying
 * goodbye, putting affairs in order, giving things away, the means at hand, no future told, an
 * earlier attempt, a low mood. "Sorry for all the trouble … you won't have to cover for me
 * anymore", or the will sorted out and the keys left with a neighbour, is a person saying goodbye.
 */
const crisisSigns: MomentSigns = {
  kind: 'crisis',
  variant: 'crisis',
  signs: {
    burden: [
      '(tired|sick) of being (a|such a)? (burden|problem|bother|nuisance|trouble|disappointment)',
      '(am|is|was|feel|feels|felt|being|been) (a|such a|just a) burden',
      'burden (to|on|for) (everyone|everybody|you|us|them|the family|his family|her family|my family|people)',
      '(sorry|apologising|apologizing|apologise|apologize) (for|about) (all)? (the|all the) (trouble|mess|problems|hassle|pain) (i|he|she|they) (have|has)? (caused|cause|brought|put)',
      '(apologising|apologizing|apologise|apologize|sorry) for being a (burden|problem|pain|nuisance)',
      '(you|u|they|everyone|nobody|no one) (will not|wont) have to (cover for|worry about|deal with|look after|carry|put up with|take care of|clean up after) (me|him|her|them) (anymore|any more|again|much longer|for long)',
      'better off without (me|him|her|them)',
      '(better|easier) (this way)? for (everyone|everybody|all of you|the family)',
    ],
    goodbye: [
      'sorry to (everyone|everybody|you all|all of you)',
      'sorry for everything',
      'thank (you|u) for everything',
      'thanks for everything',
      'thanks for always being (kind|there|good|nice)',
      '(gracias|obrigado|obrigada|merci|danke|grazie|salamat|dziękuję|asante) (por|pour|für|per|sa|za|kwa)? (todo|tudo|tout|alles|tutto|lahat|wszystko|kila kitu)',
      '(despedirme|despedir me|me despedir|dire adieu|mich verabschieden|pożegnać)',
      '(wanted|want|just wanted) to say goodbye',
      '(deixei|dejé|j ai laissé) (uma|una|une) (carta|lettre)',
      '(love|loved) (you|u) all',
      'take care of yourself',
      '(you|u) (will|ll) understand (soon|tomorrow|later|one day|eventually|someday|when)',
      '(made|make) (my|his|her|their) peace',
      '(do not|dont) worry about me',
      '(left|leaves|wrote|writes|sent) (a|me a|us a)? (note|letter|message) (saying|to say) (sorry|goodbye|bye)',
      '(said|saying|says|say) goodbye (to everyone|to everybody|to all of us|to us all|for good|forever)',
      'goodbye (to everyone|everyone|all|for now|forever)',
      '(look after|take care of) each other',
      'give (the team|everyone|them|the lads|the girls|my family) my (best|love)',
      '(escrevi|escribí|escribi|j ai écrit|ich habe) (as|las|les|die)? (cartas|lettres|briefe)',
      '(kendine iyi bak|cuídate mucho|se cuida|prends soin de toi)',
      '(last|final) (view|sunset|post|photo|picture|message|goodbye)',
    ],
    affairs: [
      '(sorted|sorting|sort|put|putting|got|getting) (out)? (my|his|her|their) (will|affairs|paperwork|papers|life insurance) (out|in order)?',
      '(wrote|written|writing|made|making|updated|updating|changed|changing|signed) (a|my|his|her|their) will',
      '(insurance|life insurance|policy|pension) (will|would) (take care of|look after|cover|pay for|help) (everyone|you|the family|us|them|the kids|my family|his family|her family)',
      '(life insurance|insurance|will|pension) (paperwork|papers|policy|documents|forms) (is|are)? (out|laid out|on the table|on the kitchen table|on his desk|on her desk)',
      '(pay|wages|salary|money) (goes|go|to go|should go) to (my|his|her) (mum|mom|mother|dad|father|sister|brother|kids|wife|husband) (s)? (account)?',
      '(left|leaving|gave|give|given|sent|sending|handed) (me|you|us|him|her|the neighbour|the neighbor|his brother|her brother|my brother|her sister|his sister)? (the|his|her|my|their|all)? (spare)? (keys|key|passwords|password|password manager|bank details|pin|pins|login|logins)',
      '(cancelled|canceled|cancelling|canceling|cancels) (his|her|my|their) (phone|phone contract|contract|subscriptions|lease|gym membership|plans)',
      '(take|look|taking|looking) (care of|after) (*)? (*)? for me (ok|okay|please|$)?',
      'in case (you|u|anyone) (need|needs) (them|it|to)',
      '(it is|its|everything is|it s) (all)? (figured out|sorted|planned|taken care of)',
      '(left|leave|leaving|giving|gave|given) (it|everything|all of it|all my things|all his things|all her things) to (his|her|my|your|their) (brother|sister|son|daughter|mum|mom|dad|kids|children|family)',
      '(dejé|deje|dejó|dejo) todo a',
      '(made|making) (my|his|her|their|final|all the|the)? arrangements',
      '(cuida|cuide|cuidar|cuidá) (do|de|del) (meu|mi|mon) (cachorro|perro|gato|cão|chien)',
    ],
    givingAway: [
      '(giving|gave|given|gives|give) (away)? (her|his|my|their) (stuff|things|belongings|possessions|guitar|coat|plants|ring|watch|necklace|jewellery|jewelry|car|bike|books|clothes|cat|dog|records|games|collection|gear|kit|tools|equipment)',
      '(giving|gave|given|gives) (me|us|you|him|her) (her|his|their) (grandmother|grandma|grandfather|grandad|mother|mum|mom|father|dad)? (ring|watch|necklace|guitar|car|bike|coat|jewellery|jewelry|camera|records|collection)',
      '(giving|gave|give|given) away (all)? (her|his|my|their)? (stuff|things|belongings|possessions)',
      '(giving|gave|give|given|gives) away (his|her|my|their) *',
      '(giving|gave|give) (my|his|her) (car|bike|guitar|stuff|things) to',
      'to keep safe',
    ],
    means: [
      '(pills|tablets|pastillas|tabletten|comprimés|comprimidos|pastiglie|meds|sleeping pills|painkillers) (saved|stored|collected|stockpiled|hidden|ready|guardadas|gesammelt|ready to go)',
      '(saved|collected|stockpiled|hoarded|enough|genug|tiene|tengo|has|have) (up)? (all)? (the|las|her|his|my|de)? (pills|tablets|pastillas|tabletten|comprimés|comprimidos|sleeping pills|painkillers)',
      '(pastillas|pills|tablets|meds) de (tu|mi|su) (abuela|abuelo|madre|padre)',
      '(grandmother|grandma|nan|mum|mom|dad) (s)? (pills|tablets|meds|medication|sleeping pills)',
      '(rope|noose) (in|from|at) the (garage|shed|loft|attic|basement|barn|woods|tree)',
      '(top floor|roof|rooftop|top) of the (car park|parking garage|multi storey|building|hospital|block)',
      '(step|stepping|walk|walking|jump|jumping|lie|lying) in front of (the|a) (tram|train|bus|truck|lorry|metro|subway|underground)',
      '(make|makes|making) the (bend|turn|corner) (one day|some day|someday)?',
      '(a|the|her|his|my) (lighter|razor|blade) (on|to|against|into) (her|his|their|my) (wrist|wrists|arm|arms|skin|thigh|thighs|leg|legs)',
      '(researching|researched|googling|googled|looked up|looking up) (how|what) (many|much)',
      '(médicaments|medicamentos|medicines|medication|pills|tablets|comprimés|remédios|remedios) (en grande quantité|in bulk|en cantidad|em quantidade|a lot of)',
      '(bought|buying|acheté|compró|comprou) (a lot of|loads of|lots of|des|muchos|muitos)? (médicaments|medicamentos|medicines|pills|tablets|painkillers|paracetamol)',
      '(azotea|techo del edificio|telhado|terraço do prédio|toit de l immeuble|dach)',
      '(canal|river|the river|the tracks|the railway)',
      '(edge|top level|top floor|top deck) of the (car park|multi storey|parking|building)',
      '(bridge|cliff|ledge|rooftop|train tracks|railway line|motorway bridge|köprü|köprüye|puente|ponte)',
      '(cleaned|cleaning|cleans|loaded|loading|oiled) (his|her|my|the) (rifle|gun|shotgun|pistol|revolver)',
    ],
    noFuture: [
      '(done|finished) with (all of it|it all|everything|this life)',
      '(will be|is|be|stays|stay) off forever',
      'forever now',
      '(take|taking|took) the easy way out',
      '(nem amanhã nem nunca mais|nunca mais|nunca más|jamais plus|nie wieder)',
      '(i go|i will|i ll) soon rest',
      'note (called|titled|named) (for after|after|goodbye|sorry)',
      '(where|wherever) (i am|i m|he is|she is|they are) going',
      '(one|my|his|her) last (mission|ride|pint|drink|goodbye|time) (ever)?',
      'last (pint|drink|shift|day|night) (ever|ko na)',
      '(not|never|will not|wont) be in (tomorrow)? (or|and) any (other)? day',
      '(i am|im|i m|he is|she is|hes|shes) done (properly|really|completely|for good|properly done)',
      '(au cas où|en cas de besoin|por si acaso|para o caso)',
      '(will not|wont|not) (be needing|need) (it|them|the shift|my shift|his shift|her shift|the car|my car|anything)',
      '(not|never) (still)? be (alive|here|around) (by then|by|in|next|for)',
      '(finally|at last) (have|get|got) some (quiet|peace|rest)',
      '(rest|sleep|descansar|dormir) (forever|para siempre|for good)',
      '(somewhere|someplace|a place) (quieter|quiet|better|where it does not hurt|with no pain)',
      '(not|never) (coming|going to come|be coming) back',
      'last time (you|u) (will|ll)? (hear|see) (from)? (me|him|her)',
      '(no|not any) (future|tomorrow) for (me|him|her)',
      '(this|it) (will be|is going to be|is) (my|his|her|their) (last|final) (session|game|day|class|shift|post|stream|match|raid|lesson)',
      '(caption|captions|captioned) (like|saying|just)? soon',
    ],
    attempt: [
      '(got out|discharged|released|came home|home) (of|from) (the)? (psych|psychiatric|mental health|crisis)? (ward|unit)',
      'already (tried|attempted|tried to)',
      '(tried|attempted) (once|before|last year|last time|twice|again) (before)?',
      '(this time|esta vez|cette fois|diesmal) (she|he|i|sí|si|elle|il)? (will|is going to|really|means it|lo va a hacer|va a hacerlo|le fera|macht es)',
      '(her|his|my) (last|first|previous) attempt',
    ],
    unreachable: [
      '(phone|mobile|cell) (is|was|has been|been)? (off|switched off|dead|going to voicemail)',
      '(is not|not|is no longer|has not been|has stopped) (answering|picking up|responding|replying)',
      '(did not|has not|not) (log|logged|logging|come|came|turn|turned|show|showed) (on|in|up)',
      '(no one|nobody|none of us) (has|have)? (heard|seen) (from)? (him|her|them)',
      '(has not|hasnt|have not) been in (for)? (#|two|three|four|five|six|a few|several) (days|shifts)',
    ],
    secret: [
      '(say|saying|convince|convincingly) (that)? (i am|im) (fine|ok|okay) (convincingly)?',
      '(made|make|makes) me promise (not to tell|to not tell|not to say|de ne rien dire)',
      '(promettre|prometer|prometi|versprechen) (de ne rien dire|no decir nada|não contar|nichts zu sagen)?',
      '(sag niemandem|no le digas a nadie|não contes a ninguém|ne dis rien à personne|dont tell anyone|do not tell anyone|do not tell anybody)',
    ],
    low: [
      '(refusing|refuses|refused) (food|to eat)',
      '(wife|husband|partner|son|daughter|mum|mom|dad|brother|sister) (s)? (funeral|death|passing)',
      '(after|since) (his|her|their|my) (wife|husband|partner|son|daughter|mum|mom|dad|brother|sister) (passed|died)',
      '(if|when) (this|the) (retrenchment|redundancy|layoff|restructure|divorce|exam|resit) (happens|goes through|fails|goes ahead)',
      '(no aguanto más|no aguanto mas|não aguento mais|nao aguento mais|je n en peux plus|ich kann nicht mehr|nie daję rady)',
      '(god|life|everyone) has (abandoned|given up on|forgotten) (him|her|me|them)',
      '(really|so|very|pretty|super) (low|down|flat|depressed|hopeless)',
      '(depressed|depression|hopeless|hopelessness|numb|empty inside)',
      '(stopped|stopping|not|barely) (eating|sleeping|getting out of bed|leaving the house|answering)',
      '(black|dark) (screens|screen|posts|stories|stuff|things|captions|messages|poems)',
      '(if|when) (they|he|she|you|we) (lay|fire|sack|let) (me|him|her|them) (off|go)',
      'since the (miscarriage|funeral|divorce|break up|breakup|diagnosis|redundancy|accident|loss)',
      '(lost) (her|his|my|their) (job|wife|husband|son|daughter|baby|mum|mom|dad|partner|house)',
      '(withdrawn|withdrawing|isolating|shut herself away|shut himself away|shut themselves away)',
    ],
  },
  together: [
    ['burden', 'goodbye'],
    ['burden', 'affairs'],
    ['burden', 'givingAway'],
    ['burden', 'means'],
    ['burden', 'noFuture'],
    ['burden', 'low'],
    ['goodbye', 'affairs'],
    ['goodbye', 'givingAway'],
    ['goodbye', 'means'],
    ['goodbye', 'noFuture'],
    ['goodbye', 'attempt'],
    ['goodbye', 'low'],
    ['affairs', 'givingAway'],
    ['affairs', 'means'],
    ['affairs', 'noFuture'],
    ['affairs', 'attempt'],
    ['affairs', 'low'],
    ['givingAway', 'means'],
    ['givingAway', 'noFuture'],
    ['givingAway', 'low'],
    ['means', 'noFuture'],
    ['means', 'attempt'],
    ['means', 'low'],
    ['noFuture', 'attempt'],
    ['noFuture', 'low'],
    ['attempt', 'low'],
    ['secret', 'means'],
    ['secret', 'attempt'],
    ['secret', 'goodbye'],
    ['secret', 'noFuture'],
    ['secret', 'givingAway'],
    ['unreachable', 'burden'],
    ['unreachable', 'goodbye'],
    ['unreachable', 'means'],
    ['unreachable', 'noFuture'],
    ['unreachable', 'attempt'],
  ],
  // Leaving a job, a country or a home explains goodbyes, handovers and things given away; a
  // word of being a burden, the means, an attempt or a low mood outweighs it.
  explainedBy: [
    '(leaving|left|leave) (the|this|my|his|her|our) (company|job|team|firm|school|country|city|flat|house|shop|practice)',
    '(last|final) (day|shift|week) (at|in|on|before)',
    '(new|next) (job|role|position|chapter)',
    '(resigned|resigning|handed in my notice|handed in his notice|handed in her notice|notice period|retiring|retirement|retired)',
    '(moving|moved|relocating|relocated|emigrating|emigrated) (to|abroad|overseas|house|home|back|out|away|country)',
    '(moving|moved|switching|changing|transferring) (teams|team|departments|department|roles|desks|offices|floors|jobs|sites|stores|branches)',
    '(leaving|farewell|goodbye) (do|drinks|party|card|lunch|present|gift)',
    '(sabbatical|gap year|backpacking|travelling|traveling|world trip|deployment)',
  ],
  outweighs: ['burden', 'means', 'attempt', 'low'],
};

/**
 * Violence told by its acts: a harm aimed at a named person ("he's going to kill my aunt if she
 * leaves"), a weapon beside a plan, a home address posted with a threat.
 */
const violenceSigns: MomentSigns = {
  kind: 'violence',
  variant: 'violence',
  signs: {
    intent: [
      `(will|would|is going to|was going to|are going to|were going to|going to|wants to|wanted to|threatened to|threatens to|swore to|promised to|said he would|said she would) (kill|hurt|stab|shoot|beat up|murder|strangle|choke|batter|attack|smash|jump|glass|bottle|shank|swat|dox|doxx) ${PERSON}`,
      '(will|would|is going to|going to|threatened to) (find|hunt down|track down) (us|me|her|him|them) and (*)? (kill|hurt|end|take|finish)',
      `(will|would|is going to|going to|threatened to) (find|hunt down|track down) ${PERSON} and (*)? (kill|hurt|end|take|finish)`,
      '(he|she|they|you) (is|are|will) (going to)? (bleed|pay in blood)',
      'make (him|her|them|you) (bleed|pay in blood)',
    ],
    weapon: ['(blade|knife|knives|machete|shank|gun|pistol|rifle|bat|crowbar|hammer|acid)'],
    target: [
      `(after|at|outside|before) (school|work|the gates|pickup|pick up|practice|the match|the game|his house|her house|the shop)`,
      '(tomorrow|tonight|after school|after work|at pickup|at pick up|on monday|on friday)',
      'jump (him|her|them|tyler|*) (after|at|outside|tomorrow|tonight)',
    ],
    exposed: [
      '(posted|shared|leaked|published|put up) (his|her|their|my|our|your) (home)? (address|phone number|kids school|children s school)',
      '(swat|swatting|swatted|doxx|doxxed|doxxing|dox|doxed)',
    ],
    // Being watched, a menace without a verb of harm, and what it answers (a complaint, a
    // break-up, a block): any two are a threat however mildly worded.
    watched: [
      '(photo|photos|picture|pictures|pics) of (me walking|me leaving|me outside|me at home|my front door|my own front door|my house|my home|my car|my kids|my flat|my door)',
      '(withheld|blocked|private|unknown) number',
      '(just)? (breathes|breathing) (and|then|down the phone)',
      'found (you|me|u) on (insta|instagram|facebook|linkedin|tiktok)',
      '(your|my) (gym|house|flat|office|school) is on',
      'no (sender|return address|name on it)',
      '(makes|made|making|creates|created) new (accounts|account|numbers|profiles)',
      '(followed|following|follows) (me|her|him) (home|to)',
      '(walk|walks|walking) your (dog|kids) (at|every|on)',
      '(stands|standing|stood) (outside|in front of|by) my (window|door|house|flat) (and)? (filming|watching|filmt)?',
      'anonymous (account|accounts|number|profile|messages|dms|letters|notes)',
      '(describing|describes|described|knows|knew) what i (wore|was wearing|wear|had on)',
      '(waits|waiting|waited) for me (at|after|outside|by) (the end of|every|my|the)',
      '(knows|found out|know) (which|where|what) (café|cafe|office|gym|school|shop|hospital|site|branch) i (work|go|am)',
      '(weiß|weiss|sabe|sé|sait|sabes) (wo|dónde|donde|onde|a qué hora|où|a que horas) (ich|du|tu|trabajo|trabalho|sales|je|dein)',
    ],
    menace: [
      'soon $',
      'we (will|ll) see $',
      '(you|u) owe me',
      'accidents (happen|can happen|do happen)',
      'big mistake',
      '(that is|thats|that s) your problem',
      '(watch|mind) (yourself|your back|your step)',
      '(you will|you ll|u will) (regret|be sorry)',
    ],
    provoked: [
      '(went|go|gone|going) to (hr|the police|the boss|management) about me',
      '(since|after) i (left|broke up with|split up with|dumped|divorced) (my ex|him|her|my husband|my wife|my partner|my boyfriend|my girlfriend)',
      '(blocked|unmatched|rejected|reported) (him|her|them|a guy|this guy|this man|him on|me)',
      'why did (you|u) (unmatch|block|report|ignore) me',
      'just (you and me|me and you|the two of us) (in|at|on|after)',
      '(i will|i ll|ill) be there at',
      '(even though|although|after) (i have|ive|i ve|i) (told|said to) (him|her|them) no',
      'after i (stopped|stop) (replying|answering|responding)',
      '(mal vorbeikommt|mal vorbeikommen|vai passar aí|va a pasar por)',
      '(vary|change) your (route|routine)',
      'i (like|love) knowing',
      'i know your (routine|schedule|route)',
    ],
    harmWords: [
      '(threat|threatened|threatening|threatens|threats|scared|afraid|terrified|frightened|means it|meant it|not safe|unsafe)',
    ],
  },
  together: [
    ['watched', 'menace'],
    ['watched', 'provoked'],
    ['menace', 'provoked'],
    ['intent', 'harmWords'],
    ['intent', 'target'],
    ['intent', 'weapon'],
    ['weapon', 'target'],
    ['exposed', 'harmWords'],
    ['exposed', 'intent'],
  ],
};

/**
 * Harassment told by its pattern: what happened after a complaint, after a no, or for who the
 * person is. Each alone is an ordinary change of rota, a message, a nickname.
 */
const harassmentSigns: MomentSigns = {
  kind: 'harassment',
  variant: 'bullying',
  signs: {
    afterComplaint: [
      '(since|after|ever since|because|now that) (i|we|she|he) (reported|complained|raised a grievance|filed a grievance|made a complaint|filed a complaint|went to hr|spoke up|blew the whistle|told hr|flagged|reported him|reported her)',
      '(since|after) (my|her|his|the) (complaint|grievance|report) (to hr|about|against)?',
      'complain (sa|to) hr',
      'why (did|d) (you|u) (go|went) to (hr|management|the union|my boss)',
      '(went|go|gone) over my head to (hr|management|the director)',
      '(after|since) i (raised|reported|flagged) (a|the|my)? (safety)? (concern|concerns|issue|complaint)',
      '(nach meiner beschwerde|después de mi queja|despues de mi queja|depois da minha reclamação|après ma plainte)',
      '(found|finds) out (i am|im|i m|that i am|that im) (doing|having|going through|pregnant)',
    ],
    punished: [
      '(put|putting|moved|moving|switched) (me|her|him) (on|onto|to) (all)? (the)? (night|nights|worst|weekend|early|late|split) (shifts|shift|rota)',
      '(taken|took|taking|cut|cutting|reduced|reducing|slashed|stopped) (away)? (my|her|his) (overtime|hours|shifts|bonus|projects|clients|responsibilities)',
      '(binawasan|bawasan) (na)? (nila)? (ang)? (hours|oras)',
      '(excluded|excluding|left out|leaving me out|frozen out|freezing me out|written up|writing me up|demoted|demoting|blanking me|ignoring me)',
      '(bad|poor|negative) (review|appraisal|rating|reference)',
      '(going to|gonna|will) follow (you|u) (around)?',
      '(needs improvement|written warning|final warning|performance plan|pip|disciplinary)',
      '(do not|dont|don t) expect (your|ur) (overtime|leave|holiday|bonus|shifts) to be approved',
      '(nicht mehr mitgenommen|nicht mehr eingeladen|no longer invited|no longer taken)',
      '(do not|dont|don t) last (long|here)',
      '(taken|took|taking|takes) me off (*)? (projects|project|the rota|shifts|the account|the case)',
    ],
  },
  together: [['afterComplaint', 'punished']],
};

/** Unwanted attention that goes on after a no: the pattern is the harassment, whatever the words. */
const pursuitSigns: MomentSigns = {
  kind: 'harassment',
  variant: 'sexual',
  signs: {
    refused: [
      '(after|since|even though|although|though|when) (i|we) (said no|turned him down|turned her down|declined|said i was not interested|told him to stop|told her to stop|asked him to stop|asked her to stop|blocked him|blocked her|rejected him|rejected her)',
      '(said|told him|told her) no to (a|his|her) (date|drink|drinks|dinner)',
      '(please|pls) stop (messaging|texting|calling|contacting) me',
      '(blocked|block) (him|her|them) (twice|again|already|# times)',
    ],
    pursues: [
      '(keeps|kept|still|keep|is still|has been|started) (messaging|texting|calling|following|contacting|dming|emailing|showing up|turning up|hanging around|waiting|watching)',
      '(hangs|hanging|hung) around my (desk|car|house|station|locker|office)',
      'found out (where|which|what) (i|my)',
      '(makes|made|making|creates|created) new (accounts|account|numbers|profiles)',
      '(wait|waiting|will wait) (by|at|outside) (my|your) (desk|car|house|door|locker)',
      '(move|moved) (his|her) desk (next to|beside|near) (mine|yours|me|you)',
    ],
  },
  together: [['refused', 'pursues']],
};

/**
 * Treated worse for who one is: a name or a remark that points at age, origin, faith, a
 * pregnancy or a disability, beside a loss at work or a name-calling.
 */
const traitSigns: MomentSigns = {
  kind: 'harassment',
  variant: 'discrimination',
  signs: {
    trait: [
      '(because|since|weil|porque|parce que) (i am|i m|ich bin|ich|soy|je suis|she is|he is) (#|old|older|too old|young|black|brown|asian|muslim|jewish|sikh|hindu|christian|gay|lesbian|trans|pregnant|disabled|deaf|blind|foreign|an immigrant|from)',
      '(you|your) (lot|people|kind) (all)?',
      '(all)? look the same',
      '(my|her|his) (accent|skin|skin colour|skin color|hijab|headscarf|turban|kippah|yarmulke|cross|cross necklace|religion|faith|race|age|wheelchair|disability|pregnancy|bump)',
      '(kopftuch|hijab|headscarf|turban|kippah|burqa|niqab)',
      '(cultural|ethnic|foreign|smelly) (food|lunch|lunches|dish|dishes|name|names|dress|clothes)',
      '(for mums|for moms|for mothers|working mothers|working mums|foreigners|immigrants)',
      '(oma|opa|grandma|granny|grandpa|old timer|boomer|indiecita|indio|india|negrita|chino|paki|gypsy)',
      '(because|since) (of)? (my|her|his) (age|accent|religion|faith|race|origin|pregnancy|disability|colour|color)',
      'white (guy|guys|men|man|colleagues|coworkers|candidates)',
      '(adhd|autism|autistic|dyslexia|dyslexic|bipolar|my diagnosis|her diagnosis|his diagnosis|ivf|fertility treatment)',
      'fresh blood',
      '(junges blut|young blood|wirklich so alt|old man|old woman|old lady|old girl)',
      '(enceinte|embarazada|grávida|gravida|schwanger|incinta)',
      '(religious headwear|head covering|headcovering)',
      '(maternity|pregnancy|parental|mat) leave',
      'here comes the (preacher|priest|nun|vicar|imam|rabbi)',
    ],
    worse: [
      '(calls|called|calling|call|keeps calling|nicknamed|refers to|nennt|llama|llamó) (me|her|him|mich)',
      '(me|la|le|lo) (llama|llamó|llaman|dice|dicen)',
      '(no|keine) (new|neuen) (projects|projekte|clients|work)',
      '(lower|junior|lesser|reduced) (grade|role|position|title|pay|band)',
      '(demoted|passed over|overlooked|excluded|left out|sidelined|talks over|talk over|talked over|laughs|mocks|mocked|mocking|imitates|sneers)',
      '(send|sending|schicken) (in future|from now on|in zukunft)? (lieber)? (*)? (to|zu) (the|den)? (clients|customers|kunden)',
      '(take|taking|took|abnehmen|remove) (off)? (the|your|her|my|das) (headscarf|hijab|kopftuch|turban|cross|kippah)',
      '(not|nicht so|un) (professional|professionell|professionnel)',
      '(can not|cannot|cant) take a joke',
      '(stink|stinks|smell|smells|smelly) (out)?',
      '(less on your plate|more flexible for|see how you cope)',
      '(did not|didnt) get (the|a)? (role|job|promotion|position|lead role|team lead role|interview)',
      '(told|tell|telling) the (whole)? (team|office|class|staff) (that|about|why)',
      '(not|would not|wouldnt) (be)? (your|ur) (scene|thing|crowd|cup of tea)',
      'lads (thing|night|only)',
      '(retire|retires|retiré|removed|remove) (me|moi|her)? (from|des) (meetings|réunions|the project|projects|calls)',
      '(me retire|me retira|mich raus)',
      'take it off',
      '(taken|took|taking|takes) me off (*)? (projects|project|the rota|shifts|the account|the case)',
      '(clearly|obviously) have other priorities',
      '(gave|given|giving) (the|my) (project|role|promotion|job|account|shift) (i was promised|that was promised)? to',
    ],
  },
  together: [['trait', 'worse']],
};

/** Medicines in the other languages people write in, and kinds of treatment. */
const MEDICINE =
  '(metformina|insulina|pillola|rivotril|clonazepam|diazepam|gliclazide|methadone|weight loss jabs|jabs|médicament|médicaments|medicamento|medicamentos|remédio|remédios|remedio|remedios|dawa|gamot|pillole|pastillas|pastilla|tabletten|tablette|comprimés|comprimé|anticoncepcional|pílula|chemo|chemotherapy|quimioterapia|tren|anabolics|valium|ritalin|epilepsy meds|heart pills|thyroid meds|bp meds|blood pressure meds|pain meds)';

/**
 * A question about a medicine, told over several sentences: the medicine in one, "is that safe?",
 * "the dose", "she wants to stop them" in another (docs/decisions/0133).
 */
const medicationSigns: MomentSigns = {
  kind: 'medical',
  variant: 'medication',
  signs: {
    medicine: [DRUG, MEDICINE],
    question: [
      '(is|are|was) (it|that|this|they|these|those) (safe|ok|okay|dangerous|normal|bad|fine|harmful|risky|allowed)',
      '(es|é|ist|est ce que c est|è) (peligroso|perigoso|gefährlich|dangereux|pericoloso|seguro|normal)',
      '(should|can|could|do|may) (i|we|she|he|they) (take|stop|skip|give|keep|use|mix|drink|double|declare|let (her|him)|just let)',
      '(stop|stopping|stops|skip|skipping|skips|quit|quitting|stopped|come off|coming off|parar|dejar de|aufhören|arrêter|tinigil|kuacha|smettere) (taking|her|his|my|their|the|o|la|el|il)?',
      '(how much|how many|what dose|the dose|same dose|dose is|doses)',
      'same as for (people|humans|adults)',
      '(refusing|refuses|refused|does not want|doesnt want) (to take|treatment|the pacemaker|the operation|the surgery|her meds|his meds|her medication|his medication|her pills|his pills)',
      '(won t|will not|wont) take (them|it|her meds|his meds|the pills|the tablets)',
      '(expired|out of date|past (its|their) date)',
      '(took|take|taking|taken) (#|two|three|four|five|a few|extra|double|some of) (today|tonight|this morning|of (my|his|her|their))?',
      '(heart|chest) (is|s)? (racing|pounding|fluttering)',
      '(breathing|breath) (feels|is|s)? (slow|weird|funny|shallow|hard)',
      '(feel|feels|feeling) (weird|strange|funny|dizzy|sick|off|woozy)',
      '(ran out|run out|finished|ho finito|se me acabaron|acabou) (of)? (my|her|his|le|las|os)?',
      '(his|her|my|their) (wife|husband|partner|mum|mom|dad|nonno|grandad|grandma|brother|sister|friend|dog|dogs|mate) (s)? (pills|tablets|valium|meds|medication|tramadol|quelle)',
      '(give|giving|gives) (her|him|them) (one|two|a|half|another)',
      '(wants|want|plans|planning|thinking) (of|about)? (to)? (stop|stopping|skip|skipping|quit|quitting|come off|coming off)',
      '(go|going|went|goes) cold turkey',
      '(kann|darf) ich (danach|damit|dann)? (auto fahren|fahren)',
      '(tem|tiene|hay) (algum)? problema',
      '(insieme|juntos|junto|ensemble|zusammen) (a|con|com|avec|mit)',
      '(no|without a|without|sin|sem) (prescription|receta|receita)',
      'double (dose|doses|dosing)',
      '(skipped|skip|skipping) (breakfast|lunch|meals|dinner|a meal)',
      '(every day|daily|kel yom|todos los días|jeden tag|tous les jours)',
      '(dejarla|dejarlo|parar de tomar|smettere di prendere|absetzen|arrêter de prendre)',
      '(late|dead|deceased) (mum|mom|dad|wife|husband|father|mother) (s)? (heart)? (pills|tablets|meds|medication)',
      '(both|two of) (his|her|their|my) (own)? and',
    ],
  },
  together: [['medicine', 'question']],
};

/** A symptom or a treatment decision, and the question whether to act on it. */
const healthSigns: MomentSigns = {
  kind: 'medical',
  variant: 'health',
  signs: {
    condition: [
      '(fever|fieber|fiebre|febre|fièvre|lump|bulto|bump in my|night sweats|schweißausbrüche|sweats at night|rash|swelling|vomiting|diarrhoea|diarrhea|diarrea|blood in|coughing|cough for|dizzy spells|numbness|tumour|tumor|biopsy|biopsie|pacemaker|chemo|oncologist|cardiologist|dialysis|transplant)',
      '(lost|losing) (a lot of|so much|loads of) weight',
      '(will not|wont|won t|does not|doesnt) eat (in front of|anymore|at all)',
      '(done|finished) with (treatment|chemo|dialysis)',
      '(kilo verdi|perdió mucho peso|perdeu muito peso|stark abgenommen)',
    ],
    question: [
      '(should|do|must) (i|we|she|he|they) (go to|see|call|get|push|make) (a|the|her|him|an)? (doctor|gp|hospital|a and e|er|médico|arzt|médecin|dokter|daktari|specialist|urgent care|her|him)',
      '(es|is|ist|é) (it|this|that|das|isso)? (urgent|urgente|dringend|serious|normal|grave|gefährlich|perigoso|peligroso)',
      '(sollte|soll) ich zum arzt',
      '(refusing|refuses|refused|won t|will not|does not want to|doesnt want to) (see|go to|have|get|do) (a|the|her|his)? (doctor|gp|treatment|pacemaker|chemo|biopsy|surgery|operation)',
      '(for|since|seit|desde hace|há) (#|two|three|four|five|six|drei|tres|três|a few|several) (days|weeks|months|tagen|wochen|días|semanas|dias|meses)',
      '(appointment|cita|termin|consulta) is (#|two|three) (weeks|months) away',
      '(doktora|al médico|ao médico|zum arzt|chez le médecin) (gitmek istemiyor|no quiere ir|não quer ir|will nicht|ne veut pas)',
      '(does not|doesnt|won t|will not) (want to)? (go|see) (to)? (a|the) (doctor|gp|hospital)',
    ],
  },
  together: [['condition', 'question']],
};

/**
 * A rights question told over several sentences: the matter (a deposit, a dismissal, a contract,
 * a leave) in one, "can they do that?" in another.
 */
const rightsSigns: MomentSigns = {
  kind: 'legal',
  variant: 'legal',
  signs: {
    matter: [
      '(landlord|landlady|deposit|lease|tenancy|tenant|evict|evicted|eviction|rent increase|change the locks|notice to quit)',
      '(dismissal|dismissed|fired|sacked|let go|terminated|redundancy|redundant|probation|probationary|kündigen|gekündigt|kündigung|despido|despedido|despedida|licenciement|licencié|demissão|demitido)',
      '(contract|contrato|vertrag|contrat|contract renewal|settlement agreement|nda|non compete|non disclosure)',
      '(solicitor|lawyer|attorney|court|sue|suing|tribunal|debt collector|bailiff|bailiffs|claim against)',
      '(maternity|paternity|pregnant|pregnancy|ivf|fertility treatment|breastfeeding|pump|pumping|sick leave|sick note|krankgeschrieben|baja médica|disability|disabled)',
      '(unpaid|wages|overtime|holiday pay|sick pay|minimum wage|final pay|payslip|deductions|jornada|salario|horas semanales)',
      '(whistleblow|whistleblowing|whistleblower|compliance|drug test|drug testing|visa|work permit|sponsorship)',
      '(younger staff|older staff|too old|because of my age)',
    ],
    question: [
      '(can|could|may|are) (they|he|she|my job|my employer|my boss|my manager|the landlord|my landlord|the company|hr|the agency|the client) (actually|legally|really|even)? (do|make|fire|evict|keep|refuse|change|cut|force|stop|sack|dismiss|withhold|deduct|ask|allowed)',
      '(is|was) (that|this|it) (legal|illegal|allowed|lawful|unlawful|right|discrimination|even legal)',
      '(am|are) (i|we) (protected|entitled|allowed|liable|covered)',
      '(do|does) (i|we) have (to|the right|any rights|a case)',
      '(what are|what is|know) (my|our) (rights|options|legal options|position)',
      '(rechtens|erlaubt|dürfen (die|sie)|darf (der|die|er|sie)|legalmente|pueden hacer esto|heb ik recht|recht op|c est légal|est ce légal|é legal|pode fazer isso)',
      '(legally|by law|the law say|the law says|against the law)',
      '(supposed|meant|required) to (protect|be protected|give me|pay me|tell me)',
      '(do|should) i (need|get) (a|an) (lawyer|solicitor|adviser|advisor|attorney)',
      '(should|do) i (sign|reply|respond|say anything) (before|until)',
      '(have|has) to (respond|pay|leave|move out|sign|cover)',
    ],
  },
  together: [['matter', 'question']],
};

/**
 * The advances a pasted conversation shows over one writer's turns, told in one chat message
 * ("he'd make sure the viva goes smoothly if I came to dinner with him alone").
 */
const advancesInOneMessage: MomentSigns = { ...advancesAcrossTurns, chatOnly: true };

/** Every sign rule, read over a whole message; the most urgent first. */
export const MOMENT_SIGNS: readonly MomentSigns[] = [
  crisisSigns,
  violenceSigns,
  advancesInOneMessage,
  pursuitSigns,
  traitSigns,
  harassmentSigns,
  medicationSigns,
  healthSigns,
  rightsSigns,
];
