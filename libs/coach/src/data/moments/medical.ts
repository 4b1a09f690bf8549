import type { MomentLexicon } from './types.js';

/** Medicines by name and by kind, as people write them (the signs in signs.ts read it too). */
export const DRUG =
  '(medication|methotrexate|propranolol|beta blocker|beta blockers|betablocker|betablockers|xanax|alprazolam|valium|diazepam|lorazepam|ativan|klonopin|clonazepam|benzo|benzos|benzodiazepine|benzodiazepines|ibuprofen|advil|motrin|tylenol|paracetamol|acetaminophen|aspirin|naproxen|adderall|ritalin|vyvanse|concerta|methylphenidate|modafinil|provigil|armodafinil|sertraline|zoloft|prozac|fluoxetine|lexapro|escitalopram|citalopram|paroxetine|paxil|venlafaxine|effexor|duloxetine|cymbalta|wellbutrin|bupropion|mirtazapine|trazodone|melatonin|ambien|zolpidem|zopiclone|antidepressant|antidepressants|ssri|ssris|snri|antihistamine|antihistamines|benadryl|pills|painkiller|painkillers|sleeping pills|sleeping pill|sleeping tablets|cbd|thc|edible|edibles|gabapentin|pregabalin|lyrica|codeine|tramadol|oxycodone|hydrocodone|morphine|insulin|metformin|ozempic|wegovy|semaglutide|antibiotics|antibiotic|amoxicillin|birth control|contraceptive|caffeine pills|nootropic|nootropics|lithium|prednisone|steroids|steroid|inhaler|epipen|statins|statin|blood thinners|warfarin|antipsychotic|antipsychotics|quetiapine|seroquel|abilify|kratom|microdose|microdosing|psilocybin|shrooms|ketamine|supplements|ashwagandha|kava|st john s wort|nicotine|vape|prescription|prescribed|dose|doses|dosage|dosing|mg|milligrams|ml|sumatriptan|triptan|triptans|sudafed|pseudoephedrine|maoi|maois|nytol|diphenhydramine|gliclazide|co codamol|cocodamol|nurofen|panadol|lemsip|omeprazole|lansoprazole|amitriptyline|nortriptyline|temazepam|methadone|buprenorphine|fentanyl|oxycontin|percocet|vicodin|clonidine|guanfacine|strattera|atomoxetine|elvanse|lisdexamfetamine|dexamfetamine|bisoprolol|amlodipine|lisinopril|ramipril|atorvastatin|simvastatin|levothyroxine|thyroxine|hrt|testosterone|morning after pill|plan b|tamiflu|cetirizine|loratadine|piriton|doxycycline|ciprofloxacin|metronidazole|flucloxacillin|penicillin|prednisolone|hydrocortisone|valerian|glucosamine|iron tablets|meds|tablets|isotretinoin|accutane|roaccutane|clenbuterol|anabolic steroids|blood pressure tablets|blood pressure pills|blood pressure meds|blood pressure medication|heart pills|heart tablets|water tablets|chemo pills)';

/** Medical and medication questions: a doctor or pharmacist answers these, not a coach. */
export const medication: MomentLexicon = {
  kind: 'medical',
  variant: 'medication',
  strong: [
    // The eighteenth fresh batch, read after it was measured: symptoms told in passing.
    '(need|needing) more (and more)? each time',
    '(wetting the bed|bedwetting|bed wetting) again',
    '(feel|felt|feeling) nothing for (my|the|our) (baby|newborn|son|daughter)',
    '(lips|face|skin) (look|looks|are|is|went|turn|turns|turning|looked) (a bit|slightly|kind of)? (blue|grey|gray)',
    '(hardly|barely|not) feeding',
    '(collapsed|passed out|fainted) (*)? (*)? (breathing|not breathing|unconscious|not waking)',
    '(took|taken|swallowed|had) (#|six|five|seven|eight|ten|a handful of|a lot of|too many) (of the|of her|of his|of my)? (sleeping tablets|sleeping pills|tablets|pills|paracetamol|painkillers)',
    '(the|a) lump (is|was|has|seems)? (*)? (bigger|growing|grown)',
    '(concussion|concussed)',
    '(leftover|left over|old|spare) antibiotics',
    '(pain|hurts|hurting) (*)? (on the)? (right side|lower right)',
    '(always|straight|rushes|goes) (in|to|into) the (bathroom|toilet|loo) after (meals|eating|dinner|lunch)',
    '(lost|losing) (a lot of|so much|loads of) weight',
    '(swallowed|swallow) (*)? (*)? (button|coin) (battery|batteries|cell|cells)',
    // The seventeenth fresh batch: pregnancy and travel, tests, many tablets, steroids.
    '(fly|flying|travel|travelling|traveling|flight) (at|when i am|while)? (#|a few)? (weeks|months) pregnant',
    '(test|tested|testing) (me|him|her)? for (stis|sti|stds|std|hiv|chlamydia|gonorrhea|syphilis)',
    'how long (after|before) (*)? (*)? (to|you|do you|should i)? (test|get tested|take a test)',
    '(on|taking|takes) (#|nine|ten|eight|seven|six|several|so many) (different)? (tablets|pills|medications|medicines|meds)',
    '(like|are they|are these|is it|is this) (steroids|anabolic steroids|anabolics)',
    '(methotrexate|chemo|chemotherapy|immunosuppressants|biologics) (*)? (*)? (*)? (*)? (*)? (chickenpox|chicken pox|measles|shingles|flu|covid|infection)',
    '(how many|how much|what|which|the right|a safe|safe|max|maximum|normal|usual|right) (mg|milligrams|dose|dosage|doses|pills|tablets|ml)',
    '(max|maximum|too much|how much|how many|the most) ' + DRUG,
    '(how many|how much) (propranolol|xanax|valium|adderall|ibuprofen|advil|tylenol|paracetamol|melatonin|cbd|modafinil|benadryl|aspirin|caffeine|codeine|lorazepam|diazepam|sertraline|ritalin)',
    '# (mg|milligrams|ml|mcg)',
    // "10 units of insulin"; "10,000 units" of a product is no dose.
    '# units (of insulin|of it|a day|daily|per day|at night|in the morning|before|after|with)',
    '(take|taking|took|have|having|drink|drinking|mix|mixing) ' +
      DRUG +
      ' (with|and|after|before) (wine|beer|alcohol|drinks|a drink|coffee|caffeine|weed|my other)',
    '(mix|mixing|combine|combining|take|taking) (it|them|this|my medication|alcohol|drinks|wine|beer|coffee|caffeine) (with|and|on top of|while on|while taking) (my )?' +
      DRUG,
    '(stop|stopping|quit|quitting|come off|coming off|skip|skipping|double|doubling|halve|halving|increase|increasing|lower|lowering|reduce|reducing|change|switch|switching) (taking )?my ' +
      DRUG,
    // Someone refusing or stopping their own medicine: "he refuses to take his insulin".
    '(refuses|refusing|refused|won t|will not|wants|want|going|plans) (to)? (take|taking|stop|stopping|quit|skip|come off) (taking)? (his|her|their) ' +
      DRUG,
    '(side effects|withdrawal|interactions|interaction|overdose risk) (of|from|with)',
    '(without|need|get|getting) a prescription',
    '(is it|is this|would it be|are they) safe to (take|use|mix|drink|combine|stop)',
    '(should|can|could|may) i (take|use|try|pop|have|mix|stop|double|skip) (a|an|some|my|the|half|two|one|more|extra)? ' +
      DRUG,
    '(is|are) ' + DRUG + ' (safe|okay|addictive|dangerous|bad|good|enough|strong)',
    '(prescribe|prescribed|prescription|prescriptions) (me|for|of)',
    '(take|taking|took|pop|popping|popped) ' +
      DRUG +
      ' (before|for|to calm|to help|to get through|to stay|to focus|to sleep|during|at work|on the day)',
    '(what|which) (medication|pills|drug|drugs|supplement|supplements) (should|can|could|would|help|helps|is|are|to)',
    // Swallowed by the wrong person, or taken twice: "my toddler swallowed one of my pills".
    '(swallowed|swallow|ate|eaten|got into) (one of|some of|a few of|half of)? (my|his|her|the|their|some|a|an) ' +
      DRUG,
    '(take|taking|took|taken) (my|your|the|a) (*)? (med|meds|medication|pill|pills|tablet|tablets|dose|insulin) (twice|two times|again by accident)',
  ],
  personal: [],
  pairs: [
    {
      variant: 'medication',
      a: [DRUG],
      b: [
        '(how much|how many|dose|dosage|mg|safe|okay to|ok to|should i|can i|could i|may i|is it|are they|side effects|withdrawal|interact|mix|combine|before|prescribe|prescription|addictive|overdose|double|stop taking|without|fine|ok|okay|alright|harmful|dangerous|bad for|off limits|wore off|second one|long term|every night)',
      ],
      personal: true,
    },
  ],
};

/** Health questions: symptoms, a diagnosis, treatment. */
export const health: MomentLexicon = {
  kind: 'medical',
  variant: 'health',
  strong: [
    // Emergencies told plainly, by someone beside the person (docs/decisions/0133).
    '(pressure|tightness|druck) (on|in|auf) (the|my|his|her|der) (chest|brust)',
    // A heart attack and a stroke told in everyday words (the chat batches ai and aj).
    '(crushing|squeezing|pressing|heavy|tight) (feeling|pain|sensation|pressure|ache) (in|on|across) (the|my|his|her) chest',
    '(words|speech) (were|was|are|is|keep|kept)? (coming out)? (a bit|kind of|slightly|all|really)? (slurred|slurry)',
    '(hand|arm|leg|face) (has|had|have)? (gone|went|going) (weirdly|really|a bit|all|kind of)? (clumsy|numb|weak|floppy|droopy|dead)',
    '(coughing|coughs|coughed) (up)? blood',
    '(not|has not|hasnt|haven t|have not) (felt)? (the)? baby (move|moving|moved)',
    '(can not|cannot|can t|cant) (really)? put (any)? weight on (my|his|her) (hip|leg|ankle|knee)',
    '(sweaty|sweating) and confused',
    // Emergencies in a child or a friend, told plainly (the fifteenth fresh batch's misses).
    'button battery',
    '(swallowed|has swallowed|might have swallowed) (a|an|some) (battery|batteries|magnet|magnets)',
    'breathing (really|very)? (slowly|slow|shallow)',
    '(won t|will not|wont|can t|cannot) wake (up)? properly',
    '(fell|has fallen|had a fall) and (hit|banged|bumped) (his|her|their|my) head',
    '(knock|blow|bang) to the head',
    'seeing (bugs|spiders|things that are not there|things that aren t there)',
    '(is|was) (slurring|confused and sweaty)',
    '(collapsed|has collapsed) (at|in|on) (his|her|the|my) (desk|office|shift|kitchen)',
    '(chest pain|chest pains|chest tightness|heart palpitations|palpitations|heart racing|irregular heartbeat|shortness of breath|short of breath|numbness in my|blood in my|coughing up blood|found a lump|a lump in my|fainted|fainting|passed out|blacked out|blackouts|seizure|seizures)',
    '(can|could) not (stop shaking|feel my)',
    '(should|do) i (see|go to|call|visit|need) (a|the|my) (doctor|gp|er|a and e|hospital|specialist|psychiatrist|therapist|dentist|urgent care)',
    '(do|could|might|would) i (have|be having) (adhd|depression|anxiety|autism|bipolar|ocd|ptsd|covid|long covid|the flu|flu|an infection|a concussion|diabetes|cancer|a heart attack|a stroke|burnout|a panic disorder|an anxiety disorder|a disorder|a tumor|a tumour)',
    '(am i|is it|is this|could it be|could this be|might it be) (depressed|depression|bipolar|adhd|autism|autistic|a heart attack|a stroke|an infection|a panic attack|covid|cancer|normal to have|a disorder)',
    '(how|what) (do|can|should) i (treat|cure|get rid of|heal|fix|stop) (my|a|this|the) (migraine|migraines|headache|headaches|insomnia|infection|rash|fever|cough|cold|flu|back pain|pain|anxiety attacks|panic attacks|tinnitus|acid reflux|ulcer|tremor|shaking|nosebleed|nosebleeds|sore throat)',
    '(what|which) (treatment|treatments|therapy|cure|remedy|remedies) (for|should|is best|works)',
    '(how long|how soon|when) (until|till|before|after) (i|my) (can )?(recover|recovered|heal|healed|fly|drive|exercise|be fit)',
    '(my|these|the) (diagnosis|symptoms)',
    '(diagnose|diagnosis) (me|my)',
    '(my|upcoming|scheduled|booked) (surgery|operation|chemo|chemotherapy|radiotherapy|radiation therapy|biopsy|mri|ct scan|colonoscopy|transplant|ivf|miscarriage|medical treatment|cancer treatment|rehab|hospital stay)',
    '(for|having|have|had|need|needs|getting|get|recovering from|recovery from|after) (a|an|my|major|minor|knee|hip|back|heart|eye|dental|keyhole)? (surgery|operation|chemo|chemotherapy|radiotherapy|biopsy|transplant|c section|caesarean|cesarean)',
    '(my|a|an) (knee|hip|back|heart|eye|dental|shoulder|spine|brain|foot|hand|wrist) (surgery|operation|replacement|procedure)',
    'been diagnosed with',
    '(am i|is it|is he|is she|are they|are you|still|be) (contagious|infectious)',
    '(contagious|infectious) (to|for|around)',
    '(medication|medicine|pills|drug|drugs|something) (for|to help with|to treat|to stop|to calm) (stage fright|anxiety|nerves|panic|sleep|insomnia|focus|adhd|depression|migraines|migraine|pain|stress|jet lag)',
    '(best|good|right) (medication|medicine|pill|pills|drug) (for|to)',
    '(what|which) (should|can|could) i take (for|to|before)?',
    '(do you think|could|might|maybe|wonder if) i (have|had|got) (adhd|add|autism|depression|anxiety|bipolar|ocd|ptsd|dyslexia|a disorder|burnout|covid|an illness|a condition|cancer|diabetes)',
    '(my|a) (heart|pulse) (races|racing|pounds|pounding|skips)',
    '(dizzy|dizziness|lightheaded|light headed|faint|nauseous|numb|tingling)',
    'is (something|anything) wrong with me',
    '(starting|start|started|having|have|had|need|doing|finished|finish) (chemo|chemotherapy|radiotherapy|radiation|dialysis|ivf|physio|physiotherapy|rehab|an operation|surgery|a transplant|treatment for)',
    '(best|good|strongest|which|what|right) (painkiller|painkillers|medication|medicine|pill|pills|tablet|tablets|drug) (for|to|should|can)',
    '(hands|hand|body|legs|voice) (shake|shakes|shaking|tremble|trembles|trembling) (all|every|when|constantly|at)',
    '(neurological|heart|thyroid|hormone|hormonal) (problem|condition|issue|disorder)',
    '(fever|high temperature|blurry vision|blurred vision|vision goes blurry|vomiting|throwing up|nausea|cramps|bleeding|swollen|swelling)',
    '(minor|major|small|routine|knee|hip|an|a) (operation|surgery|procedure) (next|this|on|in|tomorrow|soon)',
    '(i have|i had|i get|i got|i am having|i suffer from|i am on|i am starting|i started|i need|my) (migraine|migraines|seizure|seizures|tumour|tumor|chemo|chemotherapy|concussion|insomnia|epilepsy|anaemia|anemia|thyroid|hysterectomy|mastectomy|rash|lump|kidney stone|gallstones|appendicitis|hernia|pneumonia|shingles|eczema|asthma attack)',

    'diagnosed with',
    '(mental health|medical) (condition|diagnosis|emergency|advice|issue|issues|problem|problems|crisis)',
  ],
  personal: [],
  pairs: [],
};
