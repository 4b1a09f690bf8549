/**
 * Fraud told by its signs rather than named (docs/decisions/0133-coach-safety-warning-signs.md):
 * a request to put something untrue on record with a word that says it is untrue, a defect kept
 * from a buyer, a gift tied to a decision, a share tip tied to news not yet out, a relative on a
 * new number who needs money. Each group of patterns must all match somewhere in the text; each
 * pattern is bounded, so none is slower than linear on any input.
 */

/** Someone asks the user to do it ("my manager wants me to", "me pidió", "bol raha hai"). */
const ASKED =
  /(?:(?:^|[\n:.!?] *)(?:just |please |pls )?(?:tell|say|put|date|fill|sign|bump|record|write|cover|just tick|just approve|approve|muda|mude|coloca|cambia|pon|ajusta|mets)\b|\b(?:wants?|wanted|asked|asks|asking|told|tells|telling|instructed|instructs|expects?|expected|pressur\w+|needs?|would like|can you|could you) (?:me|us|him|her|the team|everyone|staff|all of us|you)(?: both)? to\b|\b(?:suggested|suggests|hinted|insisted|insists) (?:that )?(?:i|we)\b|\bsuggest(?:ed|s|ing) \w+ing\b|\bcan you (?:\w+ ){0,2}?(?:do|make|write|sign|put|date|update|approve|tick|book|sign off|move|change)\b|\b(?:me pidió|me pide|quiere que|veut que|demande de|bol raha|bol rahi|gebeten|will,? dass|chce,? żebym))/i;

/** Putting something untrue on record: a date, hours, a check, a figure, a label. */
const FALSIFY =
  /\b(?:backdat\w*|back-dat\w*|date (?:it|them|this|the \w+) (?:as )?(?:\d|1st|last|before)|dated? (?:before|earlier than)|con fecha del? (?:mes|año|semana) pasad[oa]|bump (?:up )?(?:the )?(?:hours|figures|numbers)|re-?label\w*|(?:book|move|pull|record) [\w' -]{0,25}?(?:deals?|sales|revenue|orders|bookings) (?:into|in) this (?:quarter|year|month)|inflat\w* (?:the |his |her |their |my |our )?(?:hours|figures|numbers|claim|invoice|bill|results|mileage)|round(?:ing)? up (?:my |the |our )?(?:mileage|hours|claim)|extra miles|split(?:ting)? the (?:difference|extra|profit|proceeds)|book (?:the )?[\w ]{0,20}?(?:deal|sale|revenue|order) (?:in )?this (?:quarter|year|month)|clock (?:him|her|them|me) in|put (?:my|his|her|their) name on (?:your|the|my|his|her) [\w -]{0,15}?claim|in with the work ones|nachträglich|entry kar do|en frais d|muestre un margen|adjust["“”']? (?:the )?outliers|fake (?:the|a|an|some) \w+|make (?:the )?(?:numbers|figures|stats|accounts|absence stats) look (?:better|good|healthier))\b/i;

/** A change to a record or a check signed for: ordinary, unless a word says it would be untrue. */
const RECORD_CHANGE =
  /\b(?:record (?:that|them as|it as)|record [\w ]{0,20}? as|update (?:the )?[\w -]{0,20}?(?:log|records?|register|report) to show|(?:muda|mude|cambia|cambie) (?:as|las|les) (?:datas|fechas)|sign (?:off|the)\b[^.?!\n]{0,40}?\b(?:checks?|logs?|records?|inspections?|sheets?|certificates?)|fill (?:in|out) (?:the )?[\w' -]{0,25}?(?:logs?|records?|register)|put (?:down )?\d+ (?:hours|hrs)|change (?:my |the |our |his |her |their )?[\w' -]{0,25}?(?:records?|figures|numbers|data|results|dates?|stats|readings)|adjust (?:the )?(?:outliers|data|figures|numbers|provisions|results|stats|readings)|ajust\w* (?:las?|los) \w+|(?:mark|tick) (?:them|it|him|her|everyone) (?:as )?(?:present|checked|done|complete)|erhöhen|sign in (?:attendance )?for (?:people|colleagues|others|them|staff) who|approve (?:my|his|her|the|this|their) (?:travel |expense |mileage )?claims?|tick ['‘"“]?(?:completed|done|passed|ok|yes)|approve (?:the |this |that )?invoices?|sign (?:that )?(?:i|she|he|they|we) (?:attended|was there|were there|completed|worked)|sign (?:the )?attendance (?:sheets?|lists?|registers?)|(?:report|accounts) (?:to )?say (?:we|it)|show (?:a|an) (?:margin|profit|growth) of|date (?:it|them|this))\b/i;

/** A word that says the record would be untrue, or counts on nobody checking. */
const UNTRUE =
  /\b(?:even though|when (?:it|they|we|staff|he|she|the \w+) (?:only|wasn'?t|weren'?t|didn'?t|hadn'?t|never|just)|wasn'?t|weren'?t|didn'?t (?:do|check|calibrate|inspect|attend|work|come|happen)|(?:real|actual|true) (?:figure|number|margin|hours)|only (?:did|logged|worked|patched|\d)|won'?t (?:check|notice|know|look|find out)|nobody checks|no one checks|finance won'?t|everyone does it|everyone rounds|just paperwork|(?:the )?weeks we missed|(?:don'?t|do not) have (?:the )?(?:readings|records|data)|always (?:fine|\d)|so (?:we|it|they|he) (?:hit|hits|look|looks|qualif\w+|pass\w*)|so that (?:we|it|he|she) (?:hit|look|qualif\w+)|before (?:the|our) (?:audit|inspection|inspectors|survey|board|investors|bank)|números reales|real numbers|just do it|aaye hi nahi|taaki|damit die|without (?:actually )?(?:checking|doing|testing|inspecting)|(?:i|we) (?:didn'?t|did not) (?:calibrate|check|do|inspect|test)|the terms weren'?t|(?:aren'?t|weren'?t|are not|were not) in (?:on|at|today|that)|(?:isn'?t|is not|not) covered|there (?:aren'?t|are no|were no|weren'?t) any|never (?:went|came|attended|turned up|showed up|happened|took place)|(?:contract|deal|order) (?:isn'?t|is not|hasn'?t been|has not been) (?:signed|closed|agreed)|(?:goods receipt|delivery|goods) (?:isn'?t|is not|wasn'?t|was not|aren'?t) (?:there|in the system|received)|(?:didn'?t|did not) (?:go|show up|turn up)|it'?s \d+ \w+ now|even when (?:donors|they|he|she|it|we|customers|clients) (?:didn'?t|weren'?t|wasn'?t|hadn'?t)|(?:half|some|most|none|several) of them (?:didn'?t|weren'?t|never)|(?:nobody|no one) (?:will|would) (?:notice|check|know|find out)|ninguém vai (?:checar|perceber|saber)|nadie (?:va a|se va a) (?:revisar|enterar|dar cuenta)|personne ne (?:vérifiera|verra)|(?:would|will) be the same anyway|when (?:she|he|they|it) (?:clearly |obviously )?(?:doesn'?t|don'?t|isn'?t|aren'?t|hasn'?t|haven'?t|wasn'?t))\b/i;

/** The act itself deceives, whoever asks: nothing else is needed beside the request. */
const DECEIT =
  /\b(?:fake (?:an? |the |her |his |my )?(?:reference|invoice|receipt|sick note|note|signature|review|document|certificate|timesheet|id|letter)|fiddle (?:the|his|her|my|our)|fiddling (?:the|his|her|my|our)|falsif\w*|forged|forging (?:a|the|his|her)|falsche[mn]? (?:datum|rechnungen?|angaben|zahlen)|shred [\w ]{0,20}?before|lose (?:some |all )?(?:of )?(?:their |the |our )?(?:cash|sales|records|files|receipts|invoices)|(?:doesn'?t|does not|don'?t|do not) (?:actually )?(?:exist|work here)|reclassify|re-classify|(?:change|alter|move) (?:the )?(?:expiry|use-by|best-before|sell-by) dates?|mark (?:it|them) as ['‘"“]?damaged|valor maior|higher (?:value|amount) (?:on the|for the) (?:invoice|receipt)|smooth out|move [£$€\w ]{0,15}?(?:of )?(?:refunds|costs|sales|revenue) into next|inflate the (?:number|figures|count)|describe [\w ]{0,20}?as ['‘"“]?ai|copy the certificate|split (?:the|this|an?) [\w£$€ ]{0,15}?invoice|under (?:my|the|his|her) sign-?off limit|(?:this|next) quarter'?s (?:costs|revenue|sales|expenses) into|remove [\w ]{0,20}?(?:outliers?|data points)|(?:don'?t|do not) let (?:him|her|them|the \w+) see|no need to mention|so (?:finance|the auditors?|the bank|they|nobody|no one) (?:doesn'?t|don'?t|won'?t|can'?t) (?:ask|see|notice|find out)|(?:board|cover|plaster|paint) over|cover (?:up )?the (?:wiring|crack\w*|damage|damp|mould|leak|beam|junction box|fault)|log ?in (?:with|using|as) (?:my|your) (?:credentials|account|password|login)|pretending to be|put [\w ]{0,20}?on the payroll who|to show the (?:tax office|taxman|tax man|bank|council|insurer|auditors?)|(?:release|ship|sell|dispatch) (?:the|a|this) [\w -]{0,20}?(?:batch|lot|product|order)\b[^.?!\n]{0,40}?\b(?:out of spec|failed|contaminated|didn'?t pass)|(?:later|new|extended) (?:use-by|use by|best-before|best before|expiry|sell-by) dates?|(?:use-by|use by|best-before|expiry|sell-by) (?:labels?|dates?) [\w ]{0,20}?(?:later|new) date|we'?ll reverse it|find['’"”] [^.?!\n]{0,30}?(?:expenses|costs|losses)|bill (?:the )?insurance(?: company)? for [\w ]{0,30}? but (?:give|dispense|supply|hand)|reverse it (?:in|next) )\b/i;

/** Asked to tell or record something, and a word beside it that says it is not so. */
const ASKED_TO_ACT =
  /\b(?:wants?|wanted|asked|asks|told|tells|expects?|expected|instructed|pressur\w+) (?:me|us|him|her|the team|everyone|staff)(?: both)? to (?:\w+ ){0,6}?(?:tell|say|email|write|sign|chart|record|log|update|put|create|move|report|show|mark|enter|fill|change|confirm|certify|issue)\b/i;
const LIE =
  /\b(?:when (?:actually|in fact|really)|when it was (?:only |actually )?\d|(?:hasn'?t|has not|haven'?t|have not) even been|(?:doesn'?t|does not) (?:actually )?exist|(?:don'?t|do not) actually work|(?:i )?watched (?:him|her|them) fill|nobody checks|no one checks|everyone does it|won'?t check|it'?s not (?:true|compulsory|mandatory|included|free|required)|who missed it|, not (?:\w+ ){0,3}ago|so (?:it'?s|it is|we'?re|we are|that it'?s) covered|when (?:she|he|they|it) (?:clearly |obviously )?(?:doesn'?t|don'?t|isn'?t|aren'?t)|(?:didn'?t|did not) (?:actually )?(?:work|attend|happen|take place|turn up))\b/i;

/** Telling a buyer, customer or investor something, and the words that say it is not so. */
const TELL_THEM =
  /\b(?:tell|say to|assure|promise|inform|show) (?:the |our |prospective |potential |new )?(?:buyers?|customers?|clients?|tenants?|investors?|patients?|inspectors?|auditors?|surveyor|buyer'?s? surveyor|bank|insurer|insurance company|insurers|regulator|public|parents|residents)\b/i;
const NOT_SO =
  /\b(?:when (?:the|it|they|we|our)|when (?:i|we) (?:know|knew)|as if (?:they|it) (?:were|was)|refurbished|second-hand|even though|though|although|but it|wasn'?t|weren'?t|isn'?t|haven'?t|hasn'?t|only patched|painted over|buried in|history (?:check )?shows|have been in|hidden|actually|i'?ve seen the|seen the survey|has no \w+ problems?)\b/i;

/** Keeping a defect, a fee or a failure from the people it matters to. */
const CONCEAL =
  /\b(?:(?:just )?(?:don'?t|do not|not) (?:mention|disclose|say anything about|bring up)|leave [\w' -]{0,30}? out of|keep (?:it|this|that) (?:quiet|from|off|out of)|cover (?:up |over )?(?:the )?[\w -]{0,15}?(?:crack|damp|mould|mold|damage|defect|leak|stain|fault|rust)|paint(?:ed|ing)? over|hide (?:the|it|this)|ship (?:the|a|that) [\w -]{0,20}?(?:that|which) failed|not mention it)\b/i;
const DEFECT =
  /\b(?:crack\w*|damp|mould|mold|subsidence|survey\w*|accidents?|lawsuit|failed|defects?|faults?|leaks?|fees?|charges?|inspections?|recall|tests?|asbestos|pressure tests?|buyers?|customers?|tenants?|investors?|auditors?|patients?)\b/i;

/** A gift or payment on offer, tied to a decision the user makes. */
const OFFER =
  /\b(?:(?:offered|offers|offering|promised|promises|wants to give|tried to give) (?:me|him|her|you|us a|me a)|hinted|in it for you|(?:would|will|'ll) (?:pay|give) (?:me|you)|pay (?:you |me )?well|wants? \d+ ?% of|(?:would|we'?d|we would|will|could) (?:like to )?(?:cover|pay for|treat you to|give you))\b/i;
const GAIN =
  /(?:\b(?:finder'?s fee|fee|cash|iphone|gift|holiday|trip|a cut|pay (?:you |me )?well|in it for you|brother-in-law\w*|consultancy|envelope|tickets|rolex|worth your while|commission|thank-you|thank you present)\b|[£$€₹] ?\d|\b\d{1,3} ?% of (?:the|our|every|your) (?:contract|invoice|order|deal|sale)s?)/i;
const SWAY =
  /\b(?:if (?:we|i|you) (?:pick|choose|select|push|approve|renew|award|put|hire|sign|go with|give|recommend|raise|change|upgrade|pass|overlook|ignore|bump)|to make sure (?:the|our|we|it)|(?:go|goes|going) (?:a lot |much )?smoother|gets? renewed|(?:our|the|your) (?:client|customer) list|push (?:his|her|the|my) \w+ (?:application )?through|fast-track\w*|pay (?:well )?for (?:our|the|your)|gets? (?:picked|chosen|selected|approved|through)|make sure (?:his|her|their|the|our) \w+ (?:gets|is|goes)|to share (?:our|the|your) (?:upcoming|confidential|internal|client|customer|pricing|launch)|(?:support|help|vote) on the (?:tender|bid|evaluation|decision|panel))\b/i;

/** A share tip from someone who knows news not yet public. */
const TRADE =
  /\b(?:buy|sell|sold|bought|dump|short)\b[^.?!\n]{0,40}?\b(?:shares?|stocks?|options)\b/i;
const INSIDE =
  /\b(?:results? (?:come|comes|are|is) out|before (?:the )?(?:announcement|results|news|merger|deal|approval)|trial (?:failed|results)|fda|approval|merger|acquisition|takeover|m&a|don'?t ask why|insider|inside info\w*|before (?:the )?news|bought out|about to be (?:bought|acquired|taken over)|before (?:it'?s|it is|they'?re|they are) announced)\b/i;

/** Someone who is not who they say, or not met, who needs money. */
const NOT_THEM =
  /\b(?:new number|lost (?:his|her|my|their) phone|claiming to be|claims to be|pretending to be|profile (?:was )?(?:created|made|set up) (?:last|this|yesterday|a week)|don'?t (?:tell|discuss (?:this |it )?with) (?:anyone|anybody|his mum|her mum|mum|dad|your mum)|dating app|dating site|hinge|tinder|bumble|met online|never met (?:in person|him|her)|won'?t video call|won'?t (?:do )?(?:a )?video call|(?:working|lives|living|based) (?:in|abroad|overseas)[^.?!\n]{0,30}?keys? (?:will be |are )?(?:sent|posted|mailed)|excuse not to video call|oil rig|deployed overseas|stuck (?:abroad|overseas|at (?:the )?(?:airport|border))|stuck (?:in|at) [\w ]{0,20}?(?:airport|border|customs)|naya number|nuevo número|novo número|neue nummer|(?:decía|dice|dizia|diz) ser|se faisant passer|said (?:he|she) was (?:my|her|his|our)|western union|moneygram|one letter off|unknown number|this is my new number|phone (?:broke|broken|in the toilet)|using a friend'?s (?:phone)?|angeblicher|supposed (?:police|officer)|claims? (?:he'?s|she'?s|to be) a (?:forex|crypto|trader|broker)|guaranteed \d+ ?%|online (?:girlfriend|boyfriend|partner|lover|fianc\w*)|never (?:once )?(?:video[- ]?called|seen (?:him |her )?on video|met (?:him |her )?in person)|can'?t video call|(?:army|military|navy) (?:doctor|officer|general|surgeon|captain)|gag order|met (?:him |her )?on (?:instagram|facebook|whatsapp|telegram|snapchat|tiktok)|not to (?:discuss|mention|tell) (?:it |this )?(?:with |to )?(?:anyone|anybody|family)|(?:only )?known (?:each other|him|her) (?:for )?(?:\d+|a few|two|three|four|five|six) (?:weeks|days))\b|["“'‘](?:from )?(?:our |the |your |a )?(?:ceo|cfo|finance director|investment advisor|investment adviser|boss|manager|director|head of \w+|nephew|niece|son|daughter|mum|mom|dad|bank|hr|it support|law firm|lawyer|solicitor|supplier|accountant|landlord|delivery driver|courier|police(?: officer| detective| constable)?|tax office|hmrc|irs|recruiter)["”'’]/i;
const MONEY_ASK =
  /\b(?:needs?|asks? (?:me |us )?for|asking (?:me |us )?for|asked (?:me |us )?for|wants? (?:me |her |him |them |us )?(?:to )?(?:send|lend|transfer|wire|pay|deposit|invest|process)|send (?:him|her|them|me)|lend (?:him|her|them)|borrow|deposit|invest|transfer|wire|process|start with|pidiendo|pedindo|bhej|help me pay|take out a|wants? a deposit|(?:send|pay) the deposit|pay a bill|turn my|send (?:him )?the company card|übergeben)\b[^.?!\n]{0,40}?(?:[£$€₹]\s?\d|\b(?:money|rent|cash|funds|flight|ticket|payroll|payment|wire|gift cards?|bank details|export|dinero|dinheiro|paisa|paise|do|bill|card details|schmuck|jewellery|jewelry|pension|loan|\d+k?)\b)/i;

/** Groups whose patterns must all match the text for a wrongdoing warning. */
/** Counting on nobody checking, said beside a request. */
const COVERT =
  /\b(?:(?:nobody|no one) (?:will |would )?(?:notice|checks?|know|find out)|won'?t (?:check|notice)|they (?:won'?t|never) check|ninguém vai (?:checar|perceber|saber)|nadie (?:va a|se va a) (?:revisar|enterar|dar cuenta)|personne ne (?:vérifiera|verra)|we'?ll reverse it|even though they haven'?t signed|(?:didn'?t|did not) actually (?:stay|work|attend|go|travel)|(?:they|he|she|it)(?:'ll| will)? never (?:check|notice|know|find out)|everyone does it)\b/i;

/** An order to change a record, as a message opens one: "Hi, change the date on the contract". */
const ORDERED =
  /(?:^|[\n:.!?] *)(?:(?:hi|hey|hello|ok|okay)[,!]? )?(?:just |please |pls )?(?:change|update|move|put|mark|tick|date|sign|fill|write|record|add|delete|remove|book)\b/i;

/** A buyer tied to the seller: the same surname or home address as a supplier's director. */
const CONFLICT =
  /\b(?:supplier|vendor|contractor|company|firm)\b[^.?!\n]{0,40}?\bowned by (?:my|our|his|her) (?:brother|sister|husband|wife|partner|cousin|uncle|aunt|father|mother|dad|mum|brother-in-law|sister-in-law|son|daughter|best friend)\b|\b(?:approve|approving|pick|picking|choose|hire|hiring|award|awarding|sign off)\b[^.?!\n]{0,30}?\b(?:her|his|their|my) own (?:brother|sister|husband|wife|partner|cousin|son|daughter|family|father|mother|dad|mum)(?:['’]s)? (?:company|firm|business|agency)\b|\b(?:dating|sleeping with|married to|seeing|related to) (?:one of )?(?:our|the|a|an) (?:suppliers?|vendors?|contractors?)\b|\b(?:supplier|vendor|contractor)\b[^.?!\n]{0,80}?\bsame (?:surname|last name|family name|home address|address)\b|\bsame (?:surname|last name|family name|home address|address)\b[^.?!\n]{0,80}?\b(?:supplier|vendor|contractor)\b/i;

export const WRONGDOING_TOGETHER: readonly (readonly RegExp[])[] = [
  [CONFLICT],
  [ASKED, COVERT],
  [ORDERED, COVERT],
  [ASKED, DECEIT],
  [ASKED_TO_ACT, LIE],
  [ASKED, FALSIFY],
  [ASKED, RECORD_CHANGE, UNTRUE],
  [FALSIFY, UNTRUE],
  [ASKED, TELL_THEM, NOT_SO],
  [ASKED, CONCEAL, DEFECT],
  [OFFER, GAIN, SWAY],
  [TRADE, INSIDE],
];

/** Groups whose patterns must all match the text for a warning about sending money. */
/** A job that pays for nothing, after a deposit. */
const EASY_PAY =
  /\b(?:earn|make|get paid)\b[^.?!\n]{0,40}?\b(?:daily|a day|per day|an hour|per hour|a week|from home|just (?:liking|rating|reviewing|clicking))\b/i;
const SIGNALS =
  /\b(?:\d+ ?% (?:win rate|returns?|profit|daily|a day|a week|a month|monthly|per month)|members earned|guaranteed (?:returns?|profits?)|vip (?:group|signals?)|screenshots of (?:big |huge |their |his |her )?(?:returns|profits|gains|earnings)|invitation only|window closes)\b/i;
const PAY_FIRST =
  /\b(?:deposit|unlock|registration fee|activation fee|pay (?:a |the )?fee|top up|nilipe|kabla ya kuanza|put in|put \d+k? in|bring in (?:two|three|\d+) (?:more )?(?:people|friends|members))\b/i;

/** A one-time code or a login asked for by someone who should not need it. */
const CODE_ASK =
  /\b(?:ask(?:ed|ing|s)? (?:me |us )?for (?:the|a|my|our|your) (?:code|pin|password|otp|one-time|verification|login)|log ?in (?:with|using|as) (?:my|your) (?:credentials|account|password|login)|(?:share|give|lend) (?:him|her|them) (?:my|your) (?:password|login|credentials))\b/i;

const FAKE_SUPPORT =
  /\b(?:microsoft|apple|amazon|windows|bank|norton|mcafee|it) (?:support|helpdesk|help desk|security team)\b/i;
const REMOTE =
  /\b(?:remote (?:into|access|in|control)|anydesk|teamviewer|screen ?share|install (?:an? )?app)\b/i;

/** The opening of boss impersonation: "are you at your desk?", a discreet favour, keep it quiet. */
const FAVOUR =
  /\b(?:(?:quick|small|discreet|urgent|confidential) favou?r|are you at your desk|(?:it'?s|this is|keep (?:it|this)) (?:confidential|between us)|(?:don'?t|do not) mention (?:it|this) to anyone)\b/i;
/** Money shown in an account that cannot be taken out until a fee or tax is paid. */
const WITHDRAW_BLOCKED =
  /\b(?:(?:can'?t|cannot|unable to|won'?t let me|not allowed to) withdraw|how (?:do|can) (?:you|i|we) withdraw|to withdraw)\b/i;
const FEE_FIRST =
  /\b(?:pay|deposit|send)\b[^.?!\n]{0,30}?\b(?:tax|fee|fees|charge|commission)\b|\b(?:tax|fee) first\b|\baccount (?:gets|will be|is) frozen\b/i;

/** Returns promised as certain: "guarantees 300% returns in 3 months". */
const GUARANTEED =
  /\bguarantee[sd]? (?:\d+ ?%|huge|big|massive|double|triple)[^.?!\n]{0,20}?\b(?:returns?|profits?|gains?)\b/i;

/** A "task" job: rating or boosting listings for commission, with a balance that goes negative. */
const TASK_JOB =
  /\b(?:combination (?:task|order)s?|task sets?|(?:rate|rating|review|reviewing|like|liking|optimi[sz]e|optimi[sz]ing|boost|boosting) (?:hotel |product |app |amazon )?(?:listings|products|apps|hotels|orders|videos|reviews)\b[^.?!\n]{0,40}?\bcommissions?|(?:balance|account) (?:shows|is|went|goes) (?:negative|minus|-\s?\d))/i;

/** Parcels or money passed on for strangers: the work of a money mule, whatever the ad says. */
const MULE =
  /\b(?:reship\w*|repackag\w*\b[^.?!\n]{0,60}?\b(?:abroad|overseas)|(?:use|borrow|through) (?:my|your|his|her) (?:bank )?account to (?:receive|move|transfer|get)|take it out the same day)\b/i;

/** A task job that now wants money to release earnings: a scam whoever is asked (chat/scam-check.ts). */
export const TASK_SCAM: readonly RegExp[] = [TASK_JOB, PAY_FIRST];

/** The user selling something second-hand, online. */
const SELLING =
  /\b(?:selling|sold|for sale|listed|listing|marketplace|vinted|ebay|gumtree|olx|craigslist|kleinanzeigen|depop|leboncoin|wallapop|mercado ?libre|carousell|kijiji)\b/i;
/** A "buyer" who needs the seller to pay, confirm a card or follow a link to be paid. */
const PAY_TO_RECEIVE =
  /\b(?:confirm (?:your|my) card|card (?:number|details)|code from (?:my|your|the) bank(?: app)?|secure (?:delivery|payment|shipping) (?:service|link|page)|courier will collect|insurance fee|(?:to|before you can|so you can) (?:receive|release|claim|get) (?:the )?(?:money|payment|funds|\d)|claim (?:the|your) (?:money|payment|funds))\b/i;

/** A buyer's "secure payment" link that asks the seller for a card, a code or a fee (chat/scam-check.ts). */
export const BUYER_SCAM: readonly RegExp[] = [SELLING, PAY_TO_RECEIVE];

export const SCAM_TOGETHER: readonly (readonly RegExp[])[] = [
  [GUARANTEED],
  [MULE],
  TASK_SCAM,
  BUYER_SCAM,
  [NOT_THEM, FAVOUR],
  [FAVOUR, MONEY_ASK],
  [WITHDRAW_BLOCKED, FEE_FIRST],
  [NOT_THEM, MONEY_ASK],
  [EASY_PAY, PAY_FIRST],
  [SIGNALS, PAY_FIRST],
];

/** Groups whose patterns must all match the text for a warning about credentials. */
/** A one-time code read out to a caller: the bank never needs it. */
const CODE_READ =
  /\b(?:read|tell|give|send) (?:us|me|them|him|her) (?:the|your|that) (?:\d-digit )?(?:code|pin|otp|one-time (?:code|password)|verification code)\b/i;
const JUST_SENT = /\b(?:we just sent|just (?:sent|texted)|texted (?:to )?you|never share)\b/i;

export const CREDENTIALS_TOGETHER: readonly (readonly RegExp[])[] = [
  [CODE_READ, JUST_SENT],
  [NOT_THEM, CODE_ASK],
  [ASKED, CODE_ASK],
  [FAKE_SUPPORT, REMOTE],
];
