import type { MomentLexicon } from './types.js';

const EMPLOYER =
  '(they|he|she|my boss|my manager|my employer|my company|the company|my work|work|hr|my job|my landlord|my client|the client|my agency|my team lead)';
/** The employer named, not a pronoun: "she can pay" is anyone. */
const EMPLOYER_NAMED =
  '(my boss|my manager|my employer|my company|the company|my work|work|hr|my job|my landlord|my client|the client|my agency|my team lead)';
const ACTION =
  '(fire|fired|sack|sacked|dismiss|dismissed|terminate|terminated|let me go|lay me off|demote|demoted|cut my pay|cut my hours|cut my salary|dock my pay|deduct|withhold|withholding|keep my|refuse|deny|denied|make me|force me|forced me|require me|record|monitor|read my|access my|change my contract|change my hours|not pay|stop paying|pay me less|reduce my pay|move me|transfer me|take away|take back|ask me to sign|check my|search my)';

/** Legal and employment-rights questions: an employment adviser or a lawyer answers these. */
export const legal: MomentLexicon = {
  kind: 'legal',
  variant: 'legal',
  strong: [
    // The eighteenth fresh batch, read after it was measured.
    'court order',
    '(do|does|must) (they|he|she|my employer|my boss|the company|hr|my manager) (legally)? have to (say yes|agree|accept|approve|allow|grant)',
    'act of god',
    '(is|are) (he|she|they) (legally)? (responsible|liable)',
    '(shareholder|shareholders|partnership|operating) agreement',
    '(dilute|diluting|diluted) (my|our|his|her) (shares|stake|equity)',
    '(withhold|withholding) (the|my|our)? rent',
    'wage theft',
    'clock out and (then)? (finish|keep|carry on|continue|work|clean)',
    '(can|could) (he|she|they) (make|force) me (leave|move out|go)',
    '(lawyer|solicitor|attorney) (says|said) (we|i|you) (do not|dont) owe',
    '(do|does|can) (i|we) have a case',
    // The seventeenth fresh batch: tenancy, a co-founder's shares, a rule asked about.
    '(keeping|keep|keeps|kept|withhold|withholding|withheld|deduct|deducting|deducted) (my|our|the)? (whole|full|entire)? (deposit|bond|security deposit) (for|because|to pay|over)',
    '(do|does|would|will) (*)? (photos|pictures|evidence|emails|texts|messages|a verbal agreement|verbal agreements|screenshots) (count|hold up|stand up) (in court|legally)?',
    '(do|must) (i|we) (really)? have to (move out|get out)',
    '(do|must) (i|we) (really)? have to leave (the|my|our)? (flat|house|property|apartment|home|place)',
    '(vacant possession|eviction notice|notice to quit|evict us|evicting us|evict me|evicting me)',
    '(is|was) (that|this|it) (still)? (the rule|the law|a legal requirement)',
    '(mean|means|meant) legally',
    '(vesting schedule|vested|unvested|cliff vesting|reverse vesting)',
    '(wants|claims|demands|keep|keeps|keeping|taking) (his|her|their) (full|whole|entire) (#|shares|stake|equity|share|cut)',
    '(#) weeks (of)? (continuous)? (service|employment) to (ask|request|apply|qualify)',
    '(is|was|would|could|will) (it|this|that|they|he|she|what they did|what he did|what she did|my boss|my employer|my company) (even)? (legal|illegal|lawful|unlawful|against the law|breaking the law|a crime|allowed)',
    '(is|are|was|were) (it|this|that|they|he|she|my boss|my manager|my employer|my company|the company|employers|companies|hr) (legally)? allowed to',
    '(can|could) (they|my boss|my manager|my employer|my company|the company|hr|an employer|employers|my landlord) (legally|really|actually|just)? ' +
      ACTION,
    '(am i|are we|are employees|is she|is he) (legally)? (entitled|owed|obliged|obligated|required|allowed|eligible|protected|covered)',
    '(do|does|did|would) (i|we|she|he) (have|get|qualify for) (a|the|any)? (right|rights|legal right|case|claim|grounds|protection)',
    '(what|know) (are)? my (legal)? rights',
    '(can|could|will|would) i (legally)? (be|get) (fired|sacked|dismissed|disciplined|punished|let go|demoted|penalised|penalized|written up|laid off|made redundant) (for|because|if|after|while|when)',
    '(do|does) (they|he|she|my boss|my manager|my employer|my company|the company|hr|employers) (legally)? (have to|need to) (give|pay|tell|offer|provide|let|allow|warn|notify|consult|inform)',
    'legal (options|recourse|case|claim|protection|standing)',
    '(take|taking|took|deduct|deducting|deducted|dock|docking|docked) (money|cash|the cost|it|that)? (out of|from) my (wages|pay|salary|paycheck|paycheque)',
    '(paid|pay me|paying me|pays me|paid me) less (because|than|as|for being)',
    '(fired|fire|sacked|dismissed|let go|terminated) (me)? (by|over|via) (email|text|whatsapp|phone|a text|a message)',
    // A rights question about such leave, not a message about taking it ("Jury duty summons for 2
    // weeks. Short message to my team about it?").
    '(jury duty|jury service|military leave|bereavement leave|compassionate leave) (is|are|be)? (paid|unpaid|a right|allowed|legal|protected|mandatory)',
    '(entitled to|right to|allowed|legally|have to give me|pay me for|paid for|refuse|refused|deny|denied|fire me for|penalise me for|penalize me for) (any|my)? (jury duty|jury service|military leave|bereavement leave|compassionate leave)',
    '(can|could) i (be|get) (forced|made|required|told) to (take|work|give up|use|cancel|move|sign|pay|repay|accept)',
    '(can|could|is|are) (my|the)? (company|employer|boss|manager|restaurant|owner|they) (take|keep|withhold|share|pool|deduct) (my|our)? (tips|tip|wages|pay|deposit|salary|bonus|commission)',
    '(do i|have i|would i|could i) have a (case|claim)',
    '(settlement|severance|compromise) agreement',
    '(flexible working|flexible work|remote work|reasonable adjustment|reasonable accommodation|accommodation) (request|requests|rights)',
    '(not allowed|can not|forbidden|banned) (to)? (discuss|talk about|share) (my|our) (salary|salaries|pay|wages)',
    '(contractor|freelancer|self employed) (but|even though|when) i (work|am)',
    '(am i|are we|is she|is he) (owed|due) (overtime|pay|wages|holiday|money|back pay)',
    '(what|how much) notice (do|does|must|should) (they|my employer|the company|employers) (have to|need to)? (give|provide)',
    '(withhold|withholding|refuse|refusing|threatening to withhold) (my|a) (reference|references|pay|wages|final pay|bonus|p45|w2)',

    '(underpaid|paid less|pay gap|equal pay) (compared to|than|for|because|with)? (male|female|men|women|my male|my female|white|the men|the guys)',
    '(make|made|can make|making) me redundant',
    '(do|does) (i|we|she|he) (legally)? (have to|need to|must) (give|work|pay|sign|repay|pay back|return|accept|agree to) (my|the|a|an|any|this|that|*)? (notice|notice period|contract|nda|non compete|training costs|bonus|signing bonus|deposit|overtime|changes|new contract|pay cut|weeks|months)',
    '(my|the) (contract|employment contract|handbook|offer letter) (says|states|requires|allows|does not say)',
    '(my|our|employee|employment|worker|workers|legal|statutory|maternity|paternity|parental|labor|labour) rights',
    '(wrongful|unfair|unlawful|constructive|illegal) (termination|dismissal|firing|discharge|deduction|deductions|demotion)',
    '(employment|labor|labour|discrimination|immigration|work|workplace) (law|laws|lawyer|attorney|tribunal|solicitor|claim|case|court|lawsuit|rights)',
    '(sue|suing|sued|lawsuit|take legal action|legal action|press charges|file a claim|file a complaint with|file charges|take them to court|take him to court|take her to court|tribunal|small claims)',
    '(do i need|should i get|should i hire|should i talk to|should i call|should i consult|can i afford|get|hire|find|see|talk to|consult|contact|call) (a|an|my)? (lawyer|attorney|solicitor|legal advice|legal aid|employment lawyer|union rep)',
    '(legal advice|legal aid|legal help|legally binding|legally required|legally obliged|legally allowed|legally entitled|legally)',
    '(not|never|did not|do not|does not|have not|has not|was not|were not) (been)? (paid|paying|pay) (me|us|for)? (for )?(my|the|our)? (overtime|wages|hours|last|final|salary|holiday|extra hours)',
    '(whistleblower|whistleblowing|whistle blower|whistle blowing|blow the whistle|retaliation|retaliate|retaliated|retaliating|retaliatory)',
    '(fmla|eeoc|osha|acas|ehrc|title vii|flsa|nlrb|equality act|employment rights act|labor board|labour board|fair work)',
    '(visa|sponsorship|work permit|green card|h1b|immigration status) (if|when|after) (i|they|my)',
    '(fired|fire me|firing me|sacked|sack me|dismissed|dismiss me|let go|let me go|laid off|lay me off|terminated|terminate me|demoted|demote me|pushed out|forced out|replaced) (for|because|while|after|since|during) (taking|asking for|going on|being on|requesting|announcing|telling them|i am|i was|i told|i asked|i took|i got|i reported|i complained|i raised|my|being|having|getting|filing|joining|reporting|complaining|raising)',
    '(fire|sack|dismiss|let go|lay off|demote|penalize|penalise|punish) (me|someone|an employee|her|him|people) for (being|taking|having|getting|asking|going|joining|reporting|complaining|raising)',
  ],
  personal: [
    '(my|our|i|me|get|owe|owed|entitled)? (severance|severance pay|redundancy pay|notice period|final paycheck|final paycheque|final pay|back pay|unpaid wages|unpaid overtime|overtime pay|minimum wage|sick pay|holiday pay|vacation pay|pto payout|garnish|garnished|garnishing)',
  ],
  pairs: [
    {
      // "section 21" is a housing notice only beside a home: numbers are masked when read, so
      // "section 2.3 of the SOW" read as one (the chat batch af).
      variant: 'legal',
      a: ['(section 21|section 8)'],
      b: [
        '(landlord|landlady|letting agent|tenancy|tenant|lease|flat|house|home|rent|evict|eviction|possession|notice)',
      ],
    },
    {
      // A non-compete or an NDA is a rights question when it binds the person, not when a
      // colleague sends one over for review.
      variant: 'legal',
      a: [
        '(non compete|noncompete|non disclosure|nda|non solicit|non solicitation|garden leave|gardening leave|restrictive covenant|settlement agreement|compromise agreement)',
      ],
      b: [
        '(my|sign|signed|signing|enforceable|enforce|breach|breached|breaching|do i have to|can they|allowed|legal|should i|binding)',
      ],
    },
    {
      variant: 'legal',
      a: [EMPLOYER + ' (can|could|allowed|legally|legal|illegal|right to|entitled)'],
      b: [ACTION],
    },
    {
      // "ask if she can just pay by bank transfer" is a buyer paying, not an employer's power:
      // a topic word makes it a rights question only beside an employer named, or a word of right.
      variant: 'legal',
      a: [
        EMPLOYER_NAMED + ' (can|could|allowed|legally|legal|illegal|right to|entitled)',
        EMPLOYER + ' (allowed|legally|legal|illegal|right to|entitled)',
      ],
      b: [
        '(maternity|paternity|parental|sick leave|medical leave|pregnant|pregnancy|disability|union|contract|overtime|wages|salary|pay|hours|breaks|notice|resign|resignation|reference|probation|pip)',
      ],
    },
    {
      variant: 'legal',
      a: [
        '(fired|fire|sacked|sack|dismissed|dismiss|terminated|terminate|let go|laid off|lay off|demoted|demote|replaced|pay cut|cut my hours|cut my pay|docked)',
      ],
      b: [
        '(maternity|paternity|parental leave|pregnant|pregnancy|sick leave|medical leave|disability|union|whistle|complained|complaint|reported|reporting|jury duty|injury|injured|workers comp|religion|age|too old|fmla|visa|because i am)',
      ],
      personal: true,
    },
  ],
};
