const TOKEN = /\{([a-zA-Z]+)\}/g;

export interface FilledText {
  text: string;
  unknown: string[];
}

/** Replaces {name} tokens with values; reports the names it does not know. */
export function fillTokens(input: string, values: Readonly<Record<string, string>>): FilledText {
  const unknown: string[] = [];
  const text = input.replace(TOKEN, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) unknown.push(whole);
    return value ?? whole;
  });
  return { text, unknown };
}
