import { describe, expect, it } from 'vitest';
import { customSetIdentity, presetCustomSet } from '../../core/rate/customSet';
import { addTechnique, draftOfPreset, draftOfSet, moveTechnique, setOfDraft, techniqueName, techniquesToAdd } from './ratingsDraft';

const made = (draft: ReturnType<typeof draftOfPreset>) => {
  const result = setOfDraft(draft);
  if (!result.set) throw new Error(result.problems.join('; '));
  return result.set;
};

describe('a draft of a custom set', () => {
  it('makes exactly the preset when nothing is changed', () => {
    const draft = draftOfPreset('hodoku', 'mine');
    expect(customSetIdentity(made(draft))).toBe(customSetIdentity(presetCustomSet('mine', 'hodoku')));
  });

  it('leaves out a technique turned off, and keeps it in the list to turn on again', () => {
    const draft = draftOfPreset('hodoku', 'no-xy');
    draft.techniques.find((t) => t.id === 'xy-wing')!.enabled = false;
    const set = made(draft);
    expect(set.techniques.some((t) => t.id === 'xy-wing')).toBe(false);
    const reopened = draftOfSet(set);
    expect(reopened.techniques.find((t) => t.id === 'xy-wing')?.enabled).toBe(false);
    expect(reopened.techniques).toHaveLength(draft.techniques.length);
  });

  it('moves techniques in the order, and only the techniques on count', () => {
    const draft = draftOfPreset('se', 'moved');
    const [first, second] = [draft.techniques[0]!.id, draft.techniques[1]!.id];
    moveTechnique(draft, 0, 1);
    expect(
      made(draft)
        .techniques.slice(0, 2)
        .map((t) => t.id),
    ).toEqual([second, first]);
    moveTechnique(draft, 1, 99);
    expect(draft.techniques[1]!.id).toBe(first);
  });

  it('takes typed values, later-use values for the sums, and added techniques', () => {
    const draft = draftOfPreset('sotd', 'priced');
    const xWing = draft.techniques.find((t) => t.id === 'x-wing')!;
    xWing.value = ' 12.5 ';
    xWing.later = '3';
    const missing = techniquesToAdd(draft)[0]!;
    addTechnique(draft, missing.id, 7);
    const set = made(draft);
    expect(set.techniques.find((t) => t.id === 'x-wing')).toEqual({ id: 'x-wing', value: 12.5, later: 3 });
    expect(set.techniques.at(-1)).toEqual({ id: missing.id, value: 7 });
    // Under the hardest-step fold a later-use value means nothing, so it is not kept.
    draft.fold = 'hardest';
    expect(made(draft).techniques.find((t) => t.id === 'x-wing')).toEqual({ id: 'x-wing', value: 12.5 });
  });

  it('says in words what is wrong: a negative value, a value not a number, no technique, a name, levels', () => {
    const draft = draftOfPreset('hodoku', 'Bad name');
    draft.techniques.find((t) => t.id === 'x-wing')!.value = '-2';
    draft.techniques.find((t) => t.id === 'swordfish')!.value = 'lots';
    const problems = setOfDraft(draft).problems;
    expect(problems).toContain(`${techniqueName('x-wing')}'s value is -2: values must be 0 or more`);
    expect(problems).toContain(`${techniqueName('swordfish')}'s value is not a number: type a value of 0 or more`);
    expect(problems.some((problem) => problem.startsWith('The name “Bad name” will not do'))).toBe(true);
    expect(problems.join(' ')).not.toMatch(/x-wing|swordfish/);

    const empty = draftOfPreset('se', 'empty');
    for (const t of empty.techniques) t.enabled = false;
    expect(setOfDraft(empty).problems).toEqual(['The set has no technique turned on: a set needs at least one']);

    const levels = draftOfPreset('se', 'levels');
    levels.levels = [
      { name: 'Easy', upTo: '' },
      { name: 'Hard', upTo: '' },
    ];
    expect(setOfDraft(levels).problems).toEqual([
      'Level “Easy” needs a cut point: only the last level may take every score above the others',
    ]);
    levels.levels = [
      { name: 'Easy', upTo: '3' },
      { name: 'Medium', upTo: '2' },
      { name: 'Hard', upTo: '' },
    ];
    expect(setOfDraft(levels).problems[0]).toMatch(/cut points must rise/);
    levels.levels[1]!.upTo = '5';
    expect(made(levels).levels).toEqual([{ name: 'Easy', upTo: 3 }, { name: 'Medium', upTo: 5 }, { name: 'Hard' }]);
  });
});
