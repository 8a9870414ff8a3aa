import { describe, expect, it } from "vitest";
import { patternReading } from "../../generator/pattern-tolerance.js";

// Patterns from APIs.guru's copies of AWS's descriptions, each refused by the u flag.
const rewritten: [string, string][] = [
  ["[a-zA-Z0-9\\-\\_\\.]+", "[a-zA-Z0-9\\-_\\.]+"], // s3control
  ["^arn[\\/\\:\\-\\_\\.a-zA-Z0-9]+$", "^arn[\\/:\\-_\\.a-zA-Z0-9]+$"], // chime-sdk-voice
  ["[^/:|\\000-\\037]+", "[^/:|\\x00-\\x1f]+"], // AWSMigrationHub
  ["^(\\-|\\_|\\s)?$", "^(-|_|\\s)?$"], // lookoutequipment
  ["[a-zA-Z0-9\\ \\_\\.]+", "[a-zA-Z0-9 _\\.]+"], // sagemaker
  ["(^\\$\\{Parameters\\.[a-zA-z]+([a-zA-z_0-9]*)}$)", "(^\\$\\{Parameters\\.[a-zA-z]+([a-zA-z_0-9]*)\\}$)"], // iottwinmaker
  [
    "^([a-zA-Z0-9_\\-=/]|\\{satellite_id\\}|\\{config\\-name}|\\{s3\\-config-id})+$",
    "^([a-zA-Z0-9_\\-=/]|\\{satellite_id\\}|\\{config-name\\}|\\{s3-config-id\\})+$",
  ], // groundstation
  ["a]b\\0c", "a\\]b\\0c"],
];

/** Every ASCII character alone and beside a letter, and the strings the patterns are about. */
const SAMPLES = [
  ...Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)).flatMap((c) => [c, `a${c}`, `${c}a`]),
  "arn:aws_s3-x/y.z",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a value for iottwinmaker's pattern, not a template
  "${Parameters.abc}",
  "{config-name}",
  "{satellite_id}ab",
  "a]b\u0000c",
  "é",
  "",
];

describe("a pattern the u flag refuses (published specs' escapes)", () => {
  it.each(rewritten)("%s is rewritten as %s", (source, want) => {
    expect(patternReading(source)).toEqual({ kind: "rewritten", pattern: want });
  });

  it.each(rewritten)(
    "%s: the rewritten pattern, with the u flag, decides every sample as RegExp does without it",
    (source) => {
      const reading = patternReading(source);
      if (reading.kind !== "rewritten") throw new Error(`not rewritten: ${source}`);
      const plain = new RegExp(source);
      const flagged = new RegExp(reading.pattern, "u");
      const differ = SAMPLES.filter((s) => plain.test(s) !== flagged.test(s));
      expect(differ).toEqual([]);
    },
  );

  it.each([
    ["[\\p{Print}&&[^|:/]]+", "Invalid property name in character class"], // Java's classes (autoscaling-plans)
    ["^(\\p{LD}|\\p{Punct}| )+$", "Invalid property name"], // ds
    ["[^\\p\\{C\\}]*\\+", "Invalid property name in character class"], // iot-jobs-data
    ["[a-zA-Z]{1-70}", "Incomplete quantifier"], // Amadeus: meant {1,70}
    ["{0-9]{1,15}", "Lone quantifier brackets"],
    ["(?i)arn", "Invalid group"],
    ["(a)\\1\\8", "Invalid escape"],
    ["(?<x>a)\\1\\_", "Invalid escape"], // \1 is a backreference here, not an octal escape
  ])("%s has no plain reading: ignored (%s)", (source, why) => {
    expect(patternReading(source)).toEqual({ kind: "ignored", why });
  });

  it("a pattern valid with the u flag is kept as written", () => {
    for (const source of ["^[0-9]+$", "\\p{L}+", "a{2,3}", "[\\-]", "a\\0b"])
      expect(patternReading(source)).toEqual({ kind: "valid" });
  });
});
