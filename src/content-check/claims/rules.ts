/**
 * What UK advertising rules (the CAP Code, enforced by the ASA) rule out in a hypnotherapist's words, as data;
 * the unit tests hold the table to its examples. A phrase in a clause that denies it passes.
 */
export interface ClaimRule {
  /** As the owner reads it: "promises a cure". */
  does: string;
  cap: string;
  /** Looked for in each sentence, whatever the case. */
  pattern: RegExp;
  /** The sentence must also say this for the phrase to count (a number of sessions about weight). */
  about?: RegExp;
  /** A figure with its source named. */
  unless?: RegExp;
  instead: string;
  /** A sentence the rule catches, and an honest one it lets through. */
  example: string;
  honest: string;
}

const CONDITION =
  '(?:depression|anxiety disorders?|panic (?:attacks?|disorder)|ptsd|post-traumatic stress|ocd|obsessive[- ]compulsive|bipolar|psychosis|schizophrenia|insomnia|ibs|irritable bowel|(?:chronic |long-term |back |joint )?pain|migraines?|headaches?|fibromyalgia|tinnitus|eczema|psoriasis|asthma|blood pressure|hypertension|infertility|cancer|diabetes|addictions?|alcoholism|eating disorders?|anorexia|bulimia|binge[- ]eating|obesity|hot fl[au]sh(?:es)?|night sweats|gag reflex|(?:menopausal|menopause|physical) symptoms|adhd|dementia|stammering|stuttering|erectile dysfunction|allerg(?:y|ies))';
const TREATS =
  '(?:treat(?:s|ed|ing)?|treatments? (?:for|of)|cur(?:e|es|ed|ing)|heal(?:s|ed|ing)?|reliev(?:e|es|ed|ing)|relief (?:from|of|for)|reduc(?:e|es|ed|ing)|eas(?:e|es|ed|ing)|eliminat(?:e|es|ed|ing)|overcom(?:e|es|ing)|get rid of|stop(?:s|ping)?|control(?:s|ling)?|alleviat(?:e|es|ing)|resolv(?:e|es|ing)|fix(?:es|ing)?|manag(?:e|es|ing)|lessen(?:s|ing)?|lower(?:s|ing)?|improv(?:e|es|ing)|help(?:s|ing)? (?:with|you (?:with|overcome|beat|stop|control|reduce|manage)))';
const NUMBER = '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)';

export const CLAIM_RULES: readonly ClaimRule[] = [
  {
    does: 'promises a cure',
    cap: '12.1, 12.2',
    pattern: /\b(?:cur(?:e|es|ed|ing)|heal(?:s|ed|ing)?|miracle)\b/i,
    instead: 'say how sessions may help someone feel, e.g. "may help you feel calmer and more in control".',
    example: 'Hypnotherapy can cure your fear of flying.',
    honest: 'Hypnotherapy is not a cure, and I never describe it as one.',
  },
  {
    does: 'guarantees a result',
    cap: '3.1, 3.7',
    pattern: /\bguarantee(?:s|d)?\b|\bpromised? (?:you )?(?:results?|success)\b/i,
    instead:
      'say what many people find and that everyone is different, e.g. "many people find it helps, though everyone is different".',
    example: 'Guaranteed results in three sessions.',
    honest: 'I cannot guarantee results, because everyone is different.',
  },
  {
    does: 'promises a permanent result',
    cap: '3.1, 3.7',
    pattern: /\b(?:permanent(?:ly)?|forever|for life|once and for all|lifelong)\b/i,
    instead:
      'describe change as something that builds with practice, e.g. "techniques you can keep using after our sessions end".',
    example: 'Stop smoking permanently.',
    honest: 'No technique makes a change permanent on its own.',
  },
  {
    does: 'promises a quick or effortless result',
    cap: '3.1, 3.7',
    pattern:
      /\b(?:instant(?:ly)?|immediate(?:ly)? (?:results?|relief|change)|overnight (?:results?|change|success)|in (?:just )?(?:one|a single) session|quick fix|effortless(?:ly)?)\b/i,
    instead:
      'say that change usually builds step by step, e.g. "change usually comes in small steps, at your own pace".',
    example: 'Feel calm instantly, in just one session.',
    honest: 'Change is not instant: it usually builds step by step.',
  },
  {
    does: 'claims a success rate',
    cap: '3.7, 12.1',
    pattern:
      /\bsuccess rates?\b|\b\d{1,3}(?:\.\d+)? ?(?:%|per ?cent) (?:success|of (?:my )?clients|improvement)|\bworks? for (?:almost |nearly )?(?:everyone|all|most people)\b/i,
    instead:
      'leave the figure out and describe what sessions involve, e.g. "we review your progress together as we go".',
    example: 'An 85% success rate with anxiety.',
    honest: 'I do not publish a success rate, because everyone is different.',
  },
  {
    does: 'gives a figure without naming its source',
    cap: '3.7',
    pattern: /\b\d{1,3}(?:\.\d+)? ?(?:%|per ?cent)/i,
    unless: /\(\D*\d{4}\)|\b(?:review|study|survey|trial|according to|published|report)\b/i,
    instead: 'name the source in the same sentence (authors, title, journal and year), or leave the figure out.',
    example: 'Hypnotherapy helps 80% of people to feel calmer.',
    honest:
      'A review by Beaton, Freeman and Humphris (Medical Principles and Practice, 2014) estimates that 36% of people are anxious about the dentist.',
  },
  {
    does: 'claims scientific proof',
    cap: '3.7, 12.1',
    pattern:
      /\b(?:proven|clinically|scientifically|science[- ]based|neuroscience|neuroscientific|evidence[- ]based|research (?:shows|proves)|studies (?:show|prove))\b/i,
    instead:
      'describe the approach without claiming proof, e.g. "I use a solution-focused approach that looks forward, not back".',
    example: 'A clinically proven approach, based on neuroscience.',
    honest: 'Hypnotherapy is not proven to work for everyone.',
  },
  {
    does: 'claims to treat a medical condition',
    cap: '12.1, 12.2',
    pattern: new RegExp(`\\b${TREATS}\\b[^.;:!?]{0,40}?\\b${CONDITION}\\b`, 'i'),
    instead:
      'talk about how someone may feel, not the condition, and send them to their GP, e.g. "may help you cope with the stress that can come with it; please see your GP about the condition itself".',
    example: 'Hypnotherapy can treat IBS and insomnia.',
    honest: 'Hypnotherapy does not treat IBS; please see your GP about it.',
  },
  {
    does: 'offers hypnotherapy instead of medical care',
    cap: '12.2',
    pattern:
      /\b(?:alternative to|instead of|replac(?:e|es|ing|ement for)|no (?:more )?need for|come off|stop taking|drug[- ]free)\b[^.;:!?]{0,30}?\b(?:medication|medicines?|tablets|pills|drugs|antidepressants|HRT|prescriptions?|your doctor|your GP|medical (?:care|treatment)|alternative)\b/i,
    instead: 'say it complements medical care, e.g. "alongside, never instead of, the care your GP provides".',
    example: 'A natural alternative to medication.',
    honest: 'Hypnotherapy is never an alternative to medication.',
  },
  {
    does: 'promises an amount of weight loss',
    cap: '13.1, 3.7',
    pattern: new RegExp(
      `\\b(?:lose|lost|losing|shed|drop(?:ped)?)\\s+(?:up to\\s+|over\\s+|more than\\s+)?${NUMBER}(?:\\.\\d+)?\\s*(?:lbs?|pounds?|kg|kilos?|stones?|st|dress sizes?)\\b|\\b\\d+(?:\\.\\d+)?\\s*(?:lbs?|kg|kilos?|stones?|dress sizes?)\\s+(?:lighter|lost|off)\\b`,
      'i',
    ),
    instead:
      'talk about habits and how someone feels about food, e.g. "support with comfort eating, alongside healthy eating and activity".',
    example: 'Clients lose up to two stone in a month.',
    honest: 'I never promise that you will lose 10 kg, or any amount.',
  },
  {
    does: 'gives a number of sessions for weight loss',
    cap: '13.1, 3.7',
    pattern: new RegExp(`\\b${NUMBER}(?:\\s*(?:-|–|to)\\s*${NUMBER})?\\s+sessions?\\b`, 'i'),
    about: /\b(?:weight|slim\w*|diet\w*|kilos?|pounds|stone)\b/i,
    instead: 'leave the number out, e.g. "we agree a plan together and review it as we go".',
    example: 'Most clients reach their target weight in four sessions.',
    honest: 'Your weight does not depend on having six sessions or any other number.',
  },
];

export const DENIAL =
  /\b(?:not|never|no|none|cannot|can['’]t|won['’]t|doesn['’]t|don['’]t|isn['’]t|aren['’]t|nor|neither|without)\b/i;
