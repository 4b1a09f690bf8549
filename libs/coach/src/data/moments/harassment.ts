import type { MomentAcrossTurns, MomentLexicon } from './types.js';

const BODY =
  '(my|her|his) (body|figure|breasts|breast|boobs|chest|butt|ass|bum|legs|thighs|hips|curves|lips|weight|bra|underwear|skirt|dress|cleavage|bottom|crotch|waist|tits|rack|sex life|looks)';

/** Sexual harassment: unwanted touch, remarks about the body, advances that do not stop. */
export const sexualHarassment: MomentLexicon = {
  kind: 'harassment',
  variant: 'sexual',
  strong: [
    '(how|so) frigid (you|u) (are|r)',
    '(ponte|pon te|wear) (algo|something) (más|mas)? (bonito|sexy|corto|nicer|prettier|sexier|shorter|tighter)',
    '(naked|nude|topless) (women|woman|girls|pictures|photos|pics|calendar|calendars)',
    '(sent|sends|sending|send) (me)? (a|an)? (shirtless|naked|nude|topless|explicit|dick) (photo|pic|picture|selfie|photos|pics|pictures)',
    '(mamacita|mamasita)',
    // Touching told in Spanish and Tagalog (docs/decisions/0133).
    '(me|la|le) (agarró|agarro|tocó|toco|toca|manosea|manoseó|manoseo|agarra) (de|la|el|las|los)? (cintura|culo|trasero|pecho|pechos|pierna|piernas|nalgas)?',
    '(nanghihipo|nanghipo|hinipuan|hinihipuan|manyak|binastos)',
    '(sexually) (harassed|harassing|harasses|harass|assaulted|assaulting|touched|inappropriate|explicit)',
    '(touch|touches|touched|touching|grab|grabs|grabbed|grabbing|grope|gropes|groped|groping|rub|rubs|rubbed|rubbing|stroke|strokes|stroked|stroking|pinch|pinches|pinched|pinching|squeeze|squeezes|squeezed|squeezing|fondle|fondled|fondles|caress|caresses|caressed|massage|massages|massaged|massaging|brush|brushes|brushed|brushing|sniff|sniffs|sniffed|smell|smells|smelled) (against)? ' +
      BODY.replace('(my|her|his)', '(my|me on my|me on the)'),
    '(touch|touches|touched|touching|grab|grabs|grabbed|grabbing|rub|rubs|rubbed|rubbing|stroke|strokes|stroked|stroking|massage|massages|massaged|massaging|squeeze|squeezes|squeezed) my (shoulder|shoulders|back|neck|hair|arm|arms|knee|knees|leg|legs|waist|hand|hands|face|thigh)',
    '(keeps|kept|keep|always|constantly|tries to|tried to) (touching|touch|grabbing|hugging|hug|kissing|kiss|stroking|rubbing|brushing against) me',
    '(grope|gropes|groped|groping|fondle|fondled|fondles|fondling) (me|my)',
    '(tried|tries|trying) to kiss me',
    '(kissed|kisses|kissing) me (without|when|even though|at|in|and|on)',
    '(hugs|hugged|hugging) me (without|when i|even though|too long|every|and|from behind|constantly|all the time)',
    '(unwanted|inappropriate|unwelcome|sexual|lewd|dirty|creepy|suggestive|explicit|crude) (touching|touch|touches|hug|hugs|hugging|kiss|kisses|advances|advance|attention|contact|comments|comment|remarks|remark|jokes|joke|messages|message|texts|text|photos|pictures|pics|images|emails|dms|looks|gestures|propositions|proposition|compliments|innuendo|stories|favours|favors)',
    '(sexual|sexually) (harassment|comments|jokes|remarks|messages|texts|advances)',
    '(dick|nude|nudes|naked|explicit|sexual) (pic|pics|picture|pictures|photo|photos|selfie|selfies|images|image|video|videos)',
    'sends? me (nudes|porn|explicit|sexual)',
    '(sent|sends|send|sending|showed|shows|showing) me (porn|nudes|nude photos|explicit|pornography|a dick pic)',
    '(made|makes|making) a pass at me',
    '(hit|hits|hitting|keeps hitting) on me',
    '(came|come|comes|coming) on to me',
    '(keeps|kept|keep|always|still) (asking|asks|ask) me out',
    '(asks|asked|asking) me out (again|every|even|after|repeatedly|constantly|all)',
    '(will|does|did|would) not take no for an answer',
    '(sleep|sleeping|slept|hook up|hooking up|go out|date|dating) with (him|her|them|the boss|my boss|my manager) (to|for|if|or)',
    'if i (sleep|slept) with (him|her)',
    '(promotion|raise|job|contract|bonus|shift|shifts) if i (sleep|go out|date|go on a date|have dinner|spend the night)',
    '(sit|sat|sitting) on (his|her) lap',
    '(staring|stares|stared|stare|leering|leers|leered|ogling|ogles|ogled) at (my|me|her) (body|breasts|chest|boobs|butt|ass|legs|cleavage)',
    '(comment|comments|commented|commenting|remark|remarks|remarked|jokes|joke|joking|talks|talking|talked) (about|on) ' +
      BODY,
    '(comment|comments|commented|commenting|remarks|remarked|jokes|joked|says|said) (about )?how (hot|sexy|fit|attractive|pretty|beautiful|good) i (look|am|looked)',
    '(says|said|told me|tells me|calls me|called me) (i am|i look|i looked) (hot|sexy|fit|fuckable|cute|good enough to eat)',
    '(you|u) (look|looked|looking|are|were) (so|really|very|super)? (sexy|hot|fuckable|sexy today|hot today)',
    '(calls|called|calling) me (babe|baby|sweetheart|sweetie|darling|honey|hot stuff|sexy|princess|doll)',
    '(whistles|whistled|whistling) at me',
    '(cornered|corners|cornering|pinned|pins) me',
    '(rubbing|rubs|rubbed|brushing|brushes|brushed|pressing|presses|pressed|grinding|grinds|leaning|leans) (up)? against me',
    '(flirty|flirtatious|sexual|sexy|romantic|suggestive|dirty|naughty|lewd) (messages|message|texts|text|comments|emails|dms|notes|remarks|voice notes|snaps)',
    'send (me)? (a|some)? (pic|pics|picture|pictures|photo|photos|selfie|selfies) of (what you are wearing|you in|your body|yourself in|your legs|your outfit|you wearing)',
    'what (you are|are you) wearing (right now|tonight|in bed|today)',
    '(promoted|promotion|raise|bonus|job|contract|shifts|good shifts) if i (spend|spent|sleep|slept|go|went|come|came|stay|stayed|meet|met) (the night|the weekend|a night|with him|with her|to his|to her|to a hotel|at his|at her|him at|her at)',
    '(patting|pats|patted|slapping|slaps|slapped|smacked|smacks|pinching|pinches|pinched) (my|me on the) (butt|ass|bum|bottom|behind|thigh|leg)',
    '(asks|asked|asking|keeps asking) (about|me about) my (sex life|love life|body|bra|underwear)',
    '(sexual|sexually) (explicit|suggestive)',
    '(nicer|nice|friendlier|friendly|sweeter|closer) to (him|her) (after hours|after work|outside work|at night|in private|alone|in his office)',
    '(better|good|hot|sexy|nicer) (without|with less|with fewer|with no) (that|your|the|those|a|any)? (blouse|shirt|top|dress|clothes|bra|skirt|trousers|jeans|clothing)',
    '(send|sending|sent|sends) (him|her|them) (selfies|selfie|photos|pics|pictures|nudes)',
    '(asks|asked|asking|keeps asking) (me)? (to send|for) (selfies|selfie|photos of me|pics of me|pictures of me|nudes)',
    '(his|her|a|the) hotel room',
    // A review or a job held over a refusal ("would be a pity if your review went the same way").
    '(pity|shame) if your (review|appraisal|promotion|contract|bonus|shift|shifts|job|career|application|probation) (went|goes|go|ended|ends|was|were)',
    // A hotel room named after a refusal ("room 412 if you change your mind").
    '(room|suite) (number)? # if you (change your mind|get lonely|want company|are up for it)',
    'my (room|hotel room|suite) if you (change your mind|get lonely|want company)',
    '(drinks|drink|dinner) (just us|just the two of us)',
    // Telling the user what to wear to be looked at ("wear that skirt to every client meeting").
    '(should|could|must|gotta|have to|need to) wear (that|this|the|those|these) (skirt|dress|top|blouse|leggings|heels|outfit|skirts|dresses|tops) (more|more often|again|every|to every|all the time|for me|for us|everyday|every day)',
    '(arm|arms|hand|hands) (around|round) (me|my)',
    '(says|said|saying|tells me|told me|messaging me|messages me|texts me|texting me) (that)? (he|she) (wants|likes|fancies|needs) me',
    '(kissy|kiss|heart|winking|wink|sexual|aubergine|eggplant|peach|tongue) (emoji|emojis|faces)',
    '(photo|photos|picture|pictures|pic|pics|video|videos) of (his|her|their) (genitals|penis|dick|privates|junk|body|naked)',
    '(genitals|penis|privates|naked photo|naked photos|nudes)',
    '(pressuring|pressures|pressured|pushing|pushes|pushed|forcing|forces) me (to|into) (go out|date|dating|go on a date|go on dates|sleep|have sex|kiss|hug|sit|come to his|come to her|dinner|drinks)',
    '(pressuring|pressures|pressured) me (to|into) go on dates',
    '(calls|called|calling|call) me (sugar|sugar tits|babe|baby|sexy|hot stuff|slut|whore|tits|boobs|honey bunny|darling|love|pet|missy|cupcake)',
    '(standing|stands|stood|sits|sitting|sat|gets|getting) (too|really|very|so) close (to me)?',
    '(hand|hands|arm) (on|around) my (lower back|back|waist|hip|hips|thigh|knee|leg|butt|bum|shoulders|neck)',
    '(nice|sexy|hot|great|lovely|beautiful) (legs|ass|butt|body|boobs|tits|chest|figure|lips|rack|bum|curves)',
    '(shorter|tighter|smaller|lower cut|low cut|sexier|tight|short) (skirts|skirt|dresses|dress|tops|top|shorts|clothes)',
    '(tells|told|telling|says|said|saying) (everyone|people|the team|others|coworkers|colleagues) (that)? (we|i) (slept together|had sex|hooked up|slept with|am sleeping with|sleep with)',
    '(after|even though|even after) i (blocked|had blocked|have blocked|told him to stop|told her to stop|asked him to stop|asked her to stop) (him|her|them)?',
    '(follows|followed|following) me (into|to) the (bathroom|toilet|toilets|restroom|bathrooms|lift|elevator|changing room|stockroom|supply room)',
    '(exposed|exposes|flashed) himself',
    'quid pro quo',
    '(sexual|sexually) (assault|assaulted)',
    '(raped|rape|raping) (me)',
    '(i was|i got|i have been|being) (raped|assaulted|molested|violated)',
  ],
  personal: [
    'sexual harassment',
    '(harassed|harassing|harasses|harassment|harrassment|harrassed|harasment|harased|harrasing) (me|at work|by|from)',
    '(being|been|getting|get|got|feel|feeling|felt|am|was) (harassed|harrassed|harased)',
    '(is|was|count|counts|considered|consider|call|classed) (this|that|it)? (as)? (harassment|harrassment|harasment)',
    'is this (harassment|sexual harassment)',
    '(harassment|harrassment) (from|by) (my|a|the|our)',
    '(makes|made|making|make) me (feel)? (uncomfortable|unsafe|uneasy|sick|gross|creeped out) (with|by|when|every|each|whenever)',
    '(creep|creepy|creeper|pervert|perv|perverted|sleazy|sleazebag)',
  ],
  pairs: [
    {
      // Work moved to a colleague's home, one to one ("prep over drinks at my place? just us");
      // "team drinks at my place on Friday" alone raises nothing.
      variant: 'sexual',
      a: ['at my (place|flat|apartment|house|hotel|hotel room|room)'],
      b: ['(just us|just the two of us|only us|alone|no one else|nobody else|prep|prepare)'],
    },
    {
      variant: 'sexual',
      a: ['(dress|skirt|top|trousers|outfit|jeans|shirt|leggings|blouse)'],
      b: [
        '(shows off|shows everything|show off|so tight|too tight|how tight|revealing|see through|sexy|hot in)',
      ],
    },
    {
      // Said to the user in a pasted conversation: "you looked so sexy in that dress".
      variant: 'sexual',
      a: [
        '(sexy|hot|fuckable|gorgeous|tight|revealing|see through|low cut|bend over|bending over)',
      ],
      b: [
        '(dress|skirt|top|outfit|jeans|leggings|body|legs|figure|bra|underwear|blouse|shorts|ass|butt)',
      ],
    },
    {
      variant: 'sexual',
      a: [
        '(comment|comments|commenting|commented|remarks|remark|jokes|joke|joking|staring|stares|stare|stared|looks at|looking at|looked at|leers|whistles|says|said|texts|messages|sends|keeps|always)',
      ],
      b: [
        BODY,
        '(sexy|sexual|hot|boobs|breasts|tits|cleavage|butt|ass|legs|bra|underwear|lingerie|naked|nude|sleep with|in bed|sex|horny|turned on)',
      ],
      personal: true,
    },
    {
      variant: 'sexual',
      a: [
        '(touch|touches|touched|touching|hug|hugs|hugging|hugged|kiss|kisses|kissed|grab|grabbed|grabs|rubs|rubbed|strokes|stroked|brushes|brushed|massages|massaged)',
      ],
      b: [
        '(uncomfortable|unwanted|unwelcome|without asking|without permission|did not want|do not want|told him to stop|told her to stop|asked him to stop|asked her to stop|even after|creepy|inappropriate)',
      ],
      personal: true,
    },
  ],
};

const TRAIT =
  '(grandma|grandpa|granny|old lady|over the hill|dinosaur|where i am from|i am from|my country|my roots|my origin|accent|accents|race|racial|racist|skin|skin colour|skin color|colour|color|ethnicity|ethnic|heritage|background|nationality|religion|religious|faith|hijab|headscarf|turban|kippah|yarmulke|muslim|muslims|jewish|jew|jews|hindu|sikh|christian|buddhist|black|brown|asian|chinese|indian|mexican|latino|latina|latinx|hispanic|african|arab|arabic|polish|immigrant|immigrants|foreigner|foreign|refugee|gay|lesbian|bisexual|bi|queer|trans|transgender|non binary|nonbinary|sexuality|sexual orientation|pronouns|deadname|deadnames|deadnamed|pregnant|pregnancy|maternity|breastfeeding|pumping|disability|disabled|wheelchair|crutches|hearing aid|deaf|blind|autism|autistic|adhd|dyslexia|dyslexic|stutter|stammer|tourette|my age|too old|old man|old woman|boomer|too young|gender|a woman|a girl|women|female|a female|girls|my english|broken english|my name|my hair|my culture|caste|my weight|fat|my height|my family|my kids|childcare|single mother|single mom|single mum|mental health|my depression|my anxiety|ramadan|fasting|ivf|fertility|menopause|under 30|under thirty|pump|pump milk|postcode|postcodes)';

/** Discrimination and identity-based harassment: a trait the law protects, and harm done for it. */
export const discrimination: MomentLexicon = {
  kind: 'harassment',
  variant: 'discrimination',
  strong: [
    'ok boomer',
    '(too old|too slow at my age) to (learn|use|do|keep up|understand|pick up)',
    '(asked|asks|asking) (me)? (whether|if) i (plan|planned|planning|want|wanted|intend) to (have|start) (more)? (kids|children|a family|a baby)',
    '(women|las mujeres|as mulheres|frauen|les femmes) (should|deberían|deberian|deveriam|sollten|devraient) (stay|quedarse|ficar|bleiben|rester)',
    '(tirar|tira|quitar|quítate|quitate|enlever|retirer|take off) (esse|o|seu|el|tu|ton|le|that|your) (véu|veu|velo|voile|hijab|lenço|headscarf)',
    '(quotentürke|quotenfrau|quotenschwarzer)',
    '(bakla|bading|pagka bakla) (*)? (pinagtatawanan|tinatawanan|nakikitawa|biro)',
    '(pinagtatawanan|tinatawanan) (*)? (bakla|bading|pagka bakla)',
    '(pregnancy brain|baby brain)',
    '(chill|calm down|relax) (it is|its)? hormones',
    '(avoid|stop|not|do not|dont) (hiring|appointing|promoting|employing|taking on) (women|mothers|mums|moms|anyone over|older|pregnant|young women)',
    '(send|sending|chose|choose|picked|pick|prefer|hire|hiring|promote|promoting) the (younger|older) (members|staff|people|colleagues|ones|candidates|team members|ones)',
    '(discriminated|discriminating|discriminates|discriminate) against',
    '(racist|sexist|homophobic|transphobic|ableist|xenophobic|misogynistic|misogynist|antisemitic|islamophobic|bigoted|ageist) (comment|comments|remark|remarks|joke|jokes|slur|slurs|names|name|language|abuse|emails|messages|behaviour|behavior|manager|boss|colleague|colleagues|team|treatment|things)',
    '(racial|ethnic|homophobic|antisemitic) (slur|slurs|abuse|epithet)',
    '(called|calls|calling) me (a|the)? (slur|slurs|n word|f word|faggot|fag|dyke|tranny|retard|retarded|terrorist|chink|paki|spic|wetback|gook|towelhead)',
    'go back to (your|my) (country|own country|village|home country)',
    // Hate symbols left for someone, and slurs for gay men the slur list did not have.
    '(swastika|swastikas|noose|nooses|nazi salute|kkk)',
    '(calling|calls|called|call) me (a|an)? (poof|poofter|queer|homo|dyke|lezza|tranny|batty man)',
    '(should|to|go|told me to) go back home',
    // Questions the law forbids in hiring, and rating colleagues by their looks.
    "(asked|ask|asking|asks) (me)? (if|whether) (i|i am|i'm) (plan|planning|want|going|intend) to (have|start) (kids|children|a family|a baby)",
    '(rate|rates|rated|rating|ranking|rank|ranks) (the)? (female|women|girls|woman) (interns|staff|colleagues|workers|employees|juniors|trainees|new starters)?',
    "(not|never|prefers not|prefer not|does not|won't) (to)? (hire|hiring|employ) (from|anyone from|people from) (certain|some|those|that|our|my) (postcodes|areas|estates|neighbourhoods|neighborhoods|zip codes)",
    '(mooing|moo|oink|barking|animal) (sounds|noises|noise)',
    'go back (to )?where (you|i) came from',
    "(because|since|as|for being) (i am|i'm|of my|of being) (a woman|a girl|female|black|brown|asian|gay|lesbian|trans|muslim|jewish|pregnant|disabled|deaf|blind|autistic|old|older|too old|foreign|an immigrant|a mother|a single mother|latino|latina|hispanic|indian|chinese|african|arab|mexican|polish|non binary)",
    'because of my (race|accent|religion|gender|age|skin|colour|color|disability|pregnancy|sexuality|ethnicity|nationality|hijab|turban|background|hair|name|pronouns|faith|culture|caste|orientation)',
    '(mock|mocks|mocked|mocking|imitate|imitates|imitated|imitating|mimic|mimics|mimicked|mimicking|copies|copied|copying|laughs at|laughed at|laughing at|makes fun of|made fun of|making fun of|jokes about|joked about|joking about|corrects|corrected|correcting|ridicules|ridiculed|ridiculing|mispronounces|mispronounced|mispronouncing) (my|me|his|her) (accent|english|name|pronunciation|hijab|turban|skin|hair|religion|culture|food|lunch|clothes|wheelchair|stutter|stammer|disability|pronouns|age|weight)',
    '(mock|mocks|mocked|mocking|imitate|imitates|imitated|imitating|mimic|mimics|mimicked|mimicking) (me|my voice) (in|with|every|when|whenever|behind|to|and)',
    "(refuses|refused|refusing|will not|does not|won't) (to )?use my (pronouns|name|correct pronouns|chosen name)",
    '(keeps|kept|kept on|always|still) (misgendering|deadnaming|misgender|deadname) me',
    '(using|uses|use|used|calls me by|called me by) my (deadname|dead name|old name|birth name)',
    '(laugh|laughs|laughed|laughing) at (my|me|how i) (accent|english|name|pronunciation|clothes|hijab|turban|religion|culture|food|talk|speak|look|walk)',
    '(mock|make fun of|copy|copies|copied|imitate|imitates|mimic|mimics) (how|the way) i (talk|speak|walk|pray|dress|pronounce)',
    '(your|ur) (curry|foreign|funny|weird|thick|stupid|broken|fake|ugly|annoying|terrible|immigrant) (accent|english)',
    'nobody wants to hear your (accent|english|voice)',
    // Kept from work for how they sound: "we need a British voice", "not a native speaker".
    '(need|needs|needed|want|wants|wanted|prefer|prefers|preferred) (a|an) (british|english|native|local|american|proper|neutral) (voice|accent|speaker|face)',
    "(doesn't|does not|didn't|did not|don't|do not) (have|sound|sounds) (like)? (a|an) (british|english|native|local|american|proper|neutral) (voice|accent|speaker)",
    '(respond|responds|react|reacts|work|works|do|does|go|goes|sell|sells) better (to|with) (a|an) (british|english|native|local|american|proper|neutral) (voice|accent|speaker|face)',
    '(diversity|token|quota) (hire|hiring|pick|woman|girl|minority)',
    '(only|just) (got|get|was|were) (hired|promoted|picked|chosen|here) (because|for being|for) (i am|of my|of diversity|diversity|a quota|my gender|my race|my skin|being a woman|being black|being a minority)',
    '(take off|remove|not wear|stop wearing|take out) (my|her|your|his) (hijab|turban|headscarf|kippah|yarmulke|cross|niqab|religious)',
    'where (i am|you are|she is|he is) really from',
    '(joke|jokes|joked|joking|say|says|said|call|calls|called|calling) (that)? (i am|me) (a)? (terrorist|bomber|illegal|illegal alien)',
    '(people|someone|somebody|women|girls|your kind) like (you|me) (should not|can not|do not|are not|will never|never|always|should)',
    'learn (proper|real|some|better|normal) english',
    'speak (proper|real|normal) english',
    '(smell|smells|smelled|stink|stinks) (like|of) (curry|garlic|spices|spice|kimchi|fish|my food|your food)',
    '(monkey|ape|gorilla) (noises|noise|sounds|jokes|emoji|emojis)',
    '(pull|pulls|pulling|pulled) (their|his|her) eyes',
    '(slanted|slanty|squinty) eyes',
    "(will not|won't|do not|does not|don't|refuse to|refused to) (let|allow) me (pray|wear|fast|observe|take religious|celebrate)",
    '(mock|mocks|mocked|mocking|laugh at|laughs at|laughed at|make fun of|makes fun of|made fun of) me for (fasting|praying|being|my|wearing|having|not drinking|my religion|my accent)',
    '(imitate|imitates|imitated|imitating|mimic|mimics|mimicked|mimicking|mock|mocks|mocked|mocking|copy|copies|copied|copying|make fun of|makes fun of|made fun of|laugh at|laughs at|laughed at) (my|his|her) (limp|walk|lisp|stutter|stammer|voice|wheelchair|crutches|hearing aid|tics|tic|scar|scars|disability|cane|prosthetic)',
    "(do not|does not|will not|never|refuse to|won't|don't) (hire|promote|employ) (mothers|moms|mums|women|pregnant women|people with kids|older people|disabled people|foreigners|immigrants|black people|muslims)",
    '(paid|pay me|paying me) less than (my)? (male|female|white|men|women|the men|the guys)',
    '(your|you) (kind|people) (are|do not|can not|should|always|never)',
    '(misgenders|misgendered|misgendering|deadnames|deadnamed|deadnaming) me',
    "(women|woman|girls|females|mothers|moms|mums) (do not|can not|should not|are not|aren't|don't) (belong|understand|lead|code|handle|get promoted|do tech|do engineering|be engineers|be managers)",
    '(no|not) (women|woman|girls|foreigners|immigrants|old people|muslims|jews|blacks) (on|in) (the|my|our|this) (team|project|department)',
    "(not|never|won't|will not) (hire|promote|promoting|hiring) (women|a woman|mothers|old people|anyone over|foreigners|immigrants|muslims|people like me|someone like me)",
  ],
  personal: [
    '(discrimination|discriminatory|racism|sexism|homophobia|transphobia|ableism|ageism|xenophobia|misogyny|bigotry)',
    '(racist|sexist|homophobic|transphobic|ableist|ageist|bigoted|bigot)',
    '(microaggression|microaggressions)',
  ],
  pairs: [
    {
      variant: 'discrimination',
      a: [TRAIT],
      b: [
        "(call me|make fun|laugh at|joke about|retire|should retire|too slow|pregnant again|told me to|asked me to|excludes me|exclude me|ignore me|ignores me|talk about me|talks about me|laid me off|let me go|fired me|sacked me|mock|mocks|mocked|mocking|imitate|imitates|imitated|imitating|mimic|mimics|mimicked|mimicking|copies|copied|laughs|laughed|laughing|makes fun|made fun|making fun|jokes|joke|joked|joking|ridicule|ridicules|ridiculed|insult|insults|insulted|slur|slurs|comments|comment|commented|remarks|remark|calls me|called me|names|excluded|excludes|exclude|left out|passed over|passed me over|overlooked|treated differently|treats me differently|treat me differently|treated worse|singled out|single me out|denied|refused|not promoted|won't promote|will not promote|demoted|demote|hostile|harassed|harass|harassing|bullied|bullying|stereotype|stereotypes|assumes|assumed|told me to|stared|weird looks|whispers|whispering|sneers|tease|teases|teased|teasing|pulled|pull|question my|questions my|fired|fire me|let go|terminated|sacked|moved me|took me off|taken off|removed me|removed|gave my|give my)",
      ],
      personal: true,
    },
  ],
};

/** Bullying and other harassment: humiliation, intimidation and abuse that keep coming. */
export const bullying: MomentLexicon = {
  kind: 'harassment',
  variant: 'bullying',
  strong: [
    '(bullied|bullying|bullies|bully|bullys) me',
    '(being|been|getting|get|got|am|was|feel|feeling|felt) (bullied|bulied|bullyed)',
    '(humiliates|humiliated|humiliating|humiliate) me (in front of|again|every|constantly|all the time|publicly|on purpose|daily)',
    '(keeps|kept|always|constantly) (humiliating|belittling|insulting|degrading|mocking|intimidating|screaming at|yelling at|shouting at|swearing at|cursing at) me',
    '(screams|screamed|screaming|yells|yelled|yelling|shouts|shouted|shouting|swears|swore|swearing|curses|cursed|cursing) at me (in front of|every|constantly|all the time|daily|again and again|for no reason|until i cry|until i cried)',
    "(says|said|tells me|told me|keeps saying|telling me) (that)? (i am|i'm) (worthless|useless|stupid|an idiot|a failure|pathetic|garbage|trash|a waste of space|retarded|a joke|nothing)",
    '(humiliates|humiliated|humiliating|humiliate|belittles|belittled|belittling) me (in|at|during) (every|each|all|front|meetings)',
    '(calls|called|calling) me (stupid|an idiot|idiot|useless|worthless|retarded|a moron|moron|pathetic|a bitch|bitch|dumb|fat|ugly|a loser|loser|incompetent|trash|garbage|names)',
    '(spreads|spread|spreading|started) (rumours|rumors|lies) about me',
    '(intimidates|intimidated|intimidating|intimidate) me',
    "(will not|does not|won't) leave me alone",
    '(stalks|stalked|stalking) me (online|on social media|on linkedin|on instagram)',
    '(ganging|ganged) up on me',
    '(isolating|isolates|isolated|excluding|excludes|excluded) me (on purpose|deliberately|from every|from all|from team|from meetings|from lunch)',
    '(is|was|count|counts|considered) (this|that|it)? (as)? (bullying|workplace bullying|a hostile work environment)',
    'hostile work environment',
    'toxic (boss|manager) (who|that) (bullies|humiliates|screams|yells)',
    // Retaliation threatened for a refusal or a report: the work held over the person.
    '(pity|shame) if your (pipeline|leads|clients|accounts|territory|numbers|targets|hours|rota|reputation|references|reference|visa|review|reviews|appraisal|promotion|bonus|contract|shifts|job|career|probation) (dried up|dries up|dry up|went|goes|disappeared|disappears|suffered|suffers|took a hit|takes a hit|got worse|gets worse|were cut|was cut|ended|ends)',
    '(people|those|anyone|someone|women|girls|staff|employees|folks) who (do|does|did|complain|complains|report|reports|go to hr|goes to hr|run to hr|talk) (that|this|about it)? (do not|never|will not|would not) last (here|long|in this)',
    '(would not|do not|better not|should not|would never) (go)? (crying|snitching|tattling|telling tales) to',
  ],
  personal: ['(bullying|bullied|bully|workplace bullying)'],
  pairs: [],
};

/**
 * Advances spread over a pasted conversation's turns (a manager's "you looked great in that
 * dress", then "my hotel's 2 mins away", then "remember who's writing your feedback"): a remark
 * on the person's looks, an invitation to be alone with the writer, a hint that their career
 * rides on it. Each is ordinary alone, and none of the sentences is harassment by itself; two of
 * them from one writer are sexual harassment, or quid pro quo.
 */
export const advancesAcrossTurns: MomentAcrossTurns = {
  kind: 'harassment',
  variant: 'sexual',
  signs: {
    looks: [
      // Not "good": "you looking good for Friday?" asks about work.
      '(you|u) (look|looked|looking|are looking|were looking|look so|looked so|look really|looked really|look very) (great|amazing|stunning|gorgeous|beautiful|lovely|hot|sexy|pretty|cute|fit|incredible|fantastic|fabulous|ravishing|nice)',
      'in (that|this|your) (dress|skirt|blouse|outfit|leggings|heels|swimsuit|bikini)',
      '(pretty|beautiful|gorgeous|lovely|cute|sexy|hot) (face|smile|eyes|legs|girl|thing|lady|figure)',
      '(best|nicest|prettiest|sexiest|biggest) (smile|dress|outfit|skirt)',
      '(could not|can not|cannot) (stop|keep) (staring|looking|ogling|their eyes|his eyes|her eyes|my eyes)',
      'wear (something|that|the) (nice|pretty|short|tight|sexy|little|revealing) (for me|tonight|dress|skirt|number)',
      'eye candy',
      'hey (beautiful|gorgeous|sexy|babe|baby|hot stuff|sweetheart|princess)',
      '(you are|youre|ur|you re) (very|so|really)? (attractive|beautiful|gorgeous|hot|sexy|pretty|cute|stunning)',
    ],
    invitation: [
      'my (hotel|hotel room|room|suite)',
      // Not "drinks at my place on Friday" for the team: the writer's home, to come to.
      '(come|coming|pop|swing|drop|head|go|back) (over|round|around|up|by|back)? to my (place|flat|apartment|house)',
      '(drink|drinks|dinner|a drink|a nightcap|nightcap) (just|only) (us|the two of us|you and me|you and i|us two|you)',
      '(just|only) (the two of us|you and me|you and i|us two)',
      '(just|only) you (or|and me|alone|tonight)',
      '(dinner|drinks|a drink|nightcap|a nightcap) (alone|in private|in my room|tonight after)',
      'you owe me (a drink|a dinner|dinner|drinks)',
      'nightcap',
      '(drink|drinks|dinner|a drink) at my (place|flat|house|apartment)',
      'thank you dinner',
      '(discuss|talk about|go over) (it|this|the role|your application|your cv|the job) over (dinner|drinks|a drink|a meal)',
      'come to my (truck|car|van|room|office|place|cabin) (after|tonight|later|when)',
      'i know how to (help you relax|make you feel better|cheer you up)',
      '(dinner|drinks|a drink|lunch) with (him|her|me) alone',
      'my (wife|husband|partner) (is|s) away',
      '(came|come) to dinner with (him|her|me) alone',
      '(come|pop|swing|drop) (by|to|into|round to) (my|the) office (early|late|after hours|alone|tonight|before everyone)',
      '(stay|staying|work|working) late (alone|just us|with me alone)',
      'meet me (at|in) (the|my) (hotel|hotel bar|room|bar) (tonight|later|after)',
    ],
    lever: [
      '(shame|pity) if (it|things|that|this) (did not|does not|do not|went|goes|go|turned|turns|ended) (well|wrong|badly|south|sideways|your way|up badly)',
      '(shame|pity) if (your|ur|yr) (review|promotion|appraisal|feedback|reference|bonus|contract|career|probation|renewal|shifts|application|hours|rota)',
      'make it worth (your|ur|yr) while',
      'remember who (decides|signs|writes|approves|does|gives out|hands out) (the|your|who)',
      'everyone (is|s)? (going to|gonna) (hear|know|find out)',
      'hope (that|this) (does not|doesnt) (carry over|affect|get in the way)',
      'no (shifts|hours|work|overtime) for (you|u)',
      '(affect|hurt|impact|reflect on) (my|your) (letters of recommendation|letter of recommendation|reference|references|review|promotion|contract|grades|viva)',
      'make sure (the|your) (viva|review|promotion|exam|grade|contract|defence|defense|application|appraisal) goes (smoothly|well|through)',
      'remember who (is)? (writing|signing|deciding|approving|doing|signs|writes|decides|approves) (off)? your',
      '(your|the) (promotion|review|appraisal|bonus|contract|raise|renewal|reference|feedback|probation|shifts|funding|visa) (depends|depend|could depend|will depend|rides|hinges|is riding) on',
      'if you (want|still want|would like) (that|your|the|a) (promotion|raise|bonus|contract|renewal|job|role|reference|shifts|day off)',
      '(discuss|talk about|go over|chat about|talk through) your (promotion|raise|review|appraisal|bonus|career|contract|future|prospects) (over|at|after) (dinner|drinks|a drink|a nightcap|a meal|my hotel|my place)',
      '(or|otherwise) (the|your) (contract|job|promotion|review|bonus|deal|account|role|shifts) (goes|will go|gets|will get|might go) (elsewhere|to someone else|away)',
      'no (pic|photo|picture|drink|drinks|dinner|date) no (saturday|promotion|raise|bonus|shift|shifts|day off|contract|review|job)',
      'how (friendly|nice|accommodating|sweet|nice to me) (you are|you can be|you will be)',
    ],
  },
  together: [
    ['looks', 'invitation'],
    ['invitation', 'lever'],
    ['looks', 'lever'],
  ],
};
