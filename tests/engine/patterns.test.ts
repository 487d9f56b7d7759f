import { describe, expect, it } from 'vitest';
import { PATTERN_NAMES, PATTERNS, type PatternName } from '../../engine';

/** Each pattern kind of spec 000 §5 with values it accepts and values it refuses. */
const EXAMPLES: Record<PatternName, { pass: string[]; fail: string[] }> = {
  anyText: { pass: ['anything at all', '!@# 123', 'ação'], fail: [] },
  letterFirstAlphanumeric: {
    pass: ['player01', 'A1b2', 'joao'],
    fail: ['1player', 'play er', 'joão', '_abc'],
  },
  kanjiAndDigits: { pass: ['山田123', '東京'], fail: ['abc', '山田 太郎', 'やまだ'] },
  email: {
    pass: ['ana@example.com', 'a.b+tag@mail.example.com.br'],
    fail: ['ana@', 'ana example.com', 'ana@example', '@example.com'],
  },
  lettersOrDigits: { pass: ['abc', '123', 'abc123'], fail: ['abc-123', 'abc 123', 'ação'] },
  lettersAndDigits: { pass: ['abc123', '1a'], fail: ['abcdef', '123456', 'abc 123', 'abc_123'] },
  digitsOnly: { pass: ['0123456789'], fail: ['12a', '+5511', '12 34'] },
  alphanumericWithUppercase: { pass: ['Abc123', 'ABC'], fail: ['abc123', 'Abc-123'] },
  englishLettersAndSpaces: { pass: ['John Smith', 'Ana'], fail: ['João Silva', 'John2', '   '] },
  noSpaces: { pass: ['line.id_01', 'ação'], fail: ['two words', 'tab\there'] },
  chineseAndPunctuation: {
    pass: ['张伟', '欧阳·娜娜', '你好，世界'],
    fail: ['Zhang Wei', '张伟1', '，。'],
  },
  date: {
    pass: ['1990-05-31', '05-31-1990', '2024-02-29'],
    fail: ['1990/05/31', '2023-02-29', '31-05-1990', '1990-13-01'],
  },
  koreanOnly: { pass: ['김민준'], fail: ['김 민준', 'Kim', '김1'] },
  thaiOnly: { pass: ['สมชาย'], fail: ['สมชาย ใจดี', 'Somchai'] },
  thaiEnglishAndSpaces: {
    pass: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'],
    fail: ['Somchai1', '   '],
  },
  uppercaseAndSpaces: { pass: ['JOAO DA SILVA', 'ANA'], fail: ['Joao da Silva', 'ANA1', '   '] },
  lettersDigitsSymbols: { pass: ['P@ss-w0rd!', 'abc'], fail: ['pass word', 'senha´'] },
  strongPassword: {
    pass: ['Str0ng!pass', 'aB3$'],
    fail: ['weakpass1!', 'NOLOWER1!', 'NoDigit!!', 'NoSymbol12', 'Has Space1!'],
  },
  fullNameWithSpace: {
    pass: ['João da Silva', "Mary O'Neil", 'Ana-Luísa Souza'],
    fail: ['João', 'João  Silva', ' João Silva', 'João Silva2'],
  },
  fullWidthJapanese: {
    pass: ['やまだ　タロウ', '山田ー', 'ＡＢＣ'],
    fail: ['yamada', 'ﾔﾏﾀﾞ', 'やまだ taro'],
  },
  uppercaseNoSpaces: { pass: ['ABC', 'XYZ'], fail: ['AB C', 'Abc', 'AB1'] },
  digitsStartingWith9: { pass: ['912345678', '9'], fail: ['812345678', '9a', ''] },
};

describe('pattern kinds of spec 000 §5', () => {
  it('has one named pattern per kind of the spec', () => {
    expect(PATTERN_NAMES).toHaveLength(22);
    expect(Object.keys(EXAMPLES).sort()).toEqual([...PATTERN_NAMES].sort());
  });

  for (const name of PATTERN_NAMES) {
    it(`${name} accepts ${EXAMPLES[name].pass.map((value) => JSON.stringify(value)).join(', ')}${EXAMPLES[name].fail.length ? ` and refuses ${EXAMPLES[name].fail.map((value) => JSON.stringify(value)).join(', ')}` : ''}`, () => {
      expect(EXAMPLES[name].pass.filter((value) => !PATTERNS[name].test(value))).toEqual([]);
      expect(EXAMPLES[name].fail.filter((value) => PATTERNS[name].test(value))).toEqual([]);
      expect(PATTERNS[name].id).toBe(name);
    });
  }
});
