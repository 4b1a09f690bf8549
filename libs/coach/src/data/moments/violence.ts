import type { MomentLexicon } from './types.js';

const HARM =
  '(kill|hurt|hit|beat|stab|shoot|punch|strangle|choke|attack|slap|kick|smash|harm|beat up|murder|rape|run over) (me|you|ya|u|your family|my family|my kids|your kids|my wife|my husband|everyone|someone|everybody)';

/** Threats or fear of violence, said to the user or about them. */
export const violence: MomentLexicon = {
  kind: 'violence',
  variant: 'violence',
  strong: [
    '(threatened|threatens|threatening|threaten|threated|thretened) (me|violence|physical|physically)',
    '(threatened|threatens|threatening|threaten|threated|thretened) (me|us|my family)? (to|that he would|that she would|he would|she would|they would) (kill|hurt|hit|beat|stab|shoot|punch|attack|harm|rape|smash|burn|beat up|get me|find me|come after|bring a gun|bring a knife|slash|break my|strangle|choke|kick)',
    '(death|physical|violent|violence|bomb) (threat|threats)',
    '(threat|threats) (of|to) (violence|kill|hurt|harm|my life|my safety|my family)',
    '(hit|hits|punched|punches|punch|slapped|slaps|kicked|kicks|shoved|shoves|pushed|choked|chokes|strangled|beat|beats|beaten|attacked|assaulted|assaults|spat on|spit on|headbutted|elbowed|tripped|bit|scratched|smacked|smacks|injured) me',
    '(physically) (attacked|assaulted|threatened|hurt|intimidated|aggressive|violent|abusive|harmed)',
    '(got|get|gets|getting) physical with me',
    '(i|we) (will|am going to|are going to|going to) (kill|hurt|stab|shoot|beat|punch|strangle|choke|slap|smash|bury|murder) (you|your|ya|u)',
    '(will|gonna|going to) (kill|hurt|stab|shoot|beat|punch|strangle|choke) (you|u|ya) (if|when|after)',
    '(you will|you are going to|you are gonna) (regret|pay for|be sorry for) (this|that|it)',
    '(you will|you are going to) be sorry',
    '(i will|i am going to) make (you|your life) (pay|suffer|hell|a living hell)',
    'watch your (back|step|family|kids)',
    '(better|best) watch (your back|yourself|out) (or|if|when|at|after|outside)',
    '(i|we) know where (you|your kids|your family|your wife|your husband) (live|lives|park|go to school)',
    '(know|knows|found|find) where i live',
    'something (bad|terrible) (will|is going to|might|could) happen to (you|your|me|my)',
    '(be a|would be a) shame if something (happened|happens) to (you|your)',
    '(meet|see) me outside',
    '(wait|waits|waiting|waited) (until|till|for) (i|me) (get|find|catch|see) (you|ya)',
    '(settle|sort) this outside',
    '(bring|bringing|brought|brings|carry|carries|carrying|has|had|have|keeps|kept|showed|shows|showing|pulled|pulls|waved|waves|pointed|points) (a|his|her|their|the|my)? (gun|guns|knife|knives|weapon|weapons|firearm|pistol|rifle|machete|blade|bat|crowbar|hammer|taser|pepper spray) (to|at|in|into|on|around|near|against)',
    '(gun|knife|weapon|firearm|pistol|rifle|machete|blade) (in|at) (his|her|their|the) (desk|bag|car|locker|drawer|office|belt|pocket|jacket|backpack|waistband)',
    '(shoot|shooting|shot|bomb|bombing|blow up|burn down|burning down|set fire to|torch) (up )?(the|this|our|my) (office|place|building|school|company|warehouse|store|shop|factory|site|meeting)',
    '(shoot|shooting) up the',
    '(going|go|went) postal',
    '(mass|school|office|workplace) (shooting|shooter|attack)',
    '(afraid|scared|terrified|frightened|fear|fearing|fearful) (for )?my (life|safety|physical safety)',
    '(afraid|scared|terrified|frightened|fear) (he|she|they|he is|she is|they are|he will|she will|they will|he might|she might|they might|he would|she would|he is going to|she is going to|they are going to) (hurt|hit|attack|kill|harm|come after|beat|stab|shoot|get violent|become violent|do something) (me|us|my|to me)?',
    '(afraid|scared|terrified|frightened) to (go|come|walk|drive) (to|into|back to|home from) (work|the office|the site|my car|the parking lot|the car park)',
    '(do|did) not feel (physically)? safe (around|near|alone with) (him|her|them)',
    '(do|did) not feel safe (at work|in the office|on site|on my shift|going to work|going home)',
    '(feel|felt|am) (physically)? unsafe (around|near|with|at work|in the office|on site|alone with)',
    '(follows|followed|following|follow) me (home|to my car|to the car park|to the parking lot|after work|around the office|around the building|to my house|out)',
    '(waits|waited|waiting|wait) for me (outside|by|at|in) (my|the) (car|house|home|flat|apartment|door|parking lot|car park|building|office)',
    '(showed|shows|turned|turns) up (at|outside) my (house|home|door|flat|apartment|place)',
    '(stalking|stalks|stalked) me',
    '(a|my|have a) stalker',
    '(blocked|blocks|blocking) (the door|the doorway|my way|the exit|me from leaving|me in)',
    '(threw|throws|thrown|throwing|hurled|hurls|slammed|slams) (a|his|her|the|my|something|things|stuff|chairs|a chair|his phone|her phone|a stapler|a mug|a cup|a laptop|a keyboard|a folder|papers|a file) (at|towards|near) (me|my head|my face)',
    '(punched|punches|punch|kicked|kicks|hit|hits|smashed|smashes|slammed|slams) (a|the) (wall|door|desk|table|window|locker) (next to|near|beside|behind|in front of|by) me',
    '(punched|kicked) (a hole|holes) in the wall',
    '(grabbed|grabs|grabbing|yanked|yanks) (me|my arm|my wrist|my neck|my throat|my collar|my hair) (and|hard|so|by|when|to)',
    '(squared|squares) up to me',
    '(raised|raises) (his|her) (fist|fists|hand) (at|to) me',
    '(got|gets|getting) in my face',
    '(screamed|screams) in my face',
    'domestic (violence|abuse)',
    '(is|was|has been) (violent|abusive) (to|towards|toward|with) me',
  ],
  personal: ['(violent|violence|aggressive|aggression) (towards|toward|to|against) (me|us|my)'],
  pairs: [
    {
      // Reported threats: "he said he'd hurt me". Without a report or fear word, "my boss will
      // kill me" is an idiom.
      variant: 'violence',
      a: [
        '(said|says|saying|told|tells|telling|texted|texts|messaged|messages|wrote|writes|emailed|emails|warned|warns|threatened|threatens|yelled|shouted|screamed|whispered|promised|swore|swears|posted|left a note|voicemail|serious|meant it|means it|scared|afraid|terrified|frightened|police|cops|security|unsafe|not safe)',
      ],
      b: [
        '(would|will|is going to|was going to|are going to|were going to|going to|gonna|wants to|wanted to|would like to|could|might) ' +
          HARM,
        '(kill|stab|shoot|strangle|choke|beat up|murder) me',
      ],
    },
  ],
};
