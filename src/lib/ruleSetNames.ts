/** Each rule set as running text names it: "Differs from the DATC preferences", "Under the 2008 rulebook, …". */
export const RULE_NAMES: Readonly<Record<string, string>> = {
  alexander: 'the Alexander Rules',
  datc: 'the DATC preferences',
  rulebook2008: 'the 2008 rulebook',
  calsmun: 'CalsMUN',
};
