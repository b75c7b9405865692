import { describe, expect, it } from 'vitest';
import { inLaterTurn, inTurn, myTurn, turnsTaken } from './frameTurns';

describe('frameTurns', () => {
  it('runs the pieces one per turn in the order asked, never at once, and skips a cancelled one', async () => {
    const ran: string[] = [];
    inTurn(() => ran.push('levels'));
    const cancel = inTurn(() => ran.push('histogram'));
    inTurn(() => ran.push('scatter'));
    cancel();
    expect(ran).toEqual([]);
    await myTurn();
    expect(ran).toEqual(['levels', 'scatter']);
  });

  it('gives each piece a task of its own', async () => {
    const ran: string[] = [];
    inTurn(() => ran.push('first'));
    inTurn(() => queueMicrotask(() => ran.push(`between: ${ran.join(',')}`)));
    inTurn(() => ran.push('last'));
    await myTurn();
    expect(ran).toEqual(['first', 'between: first', 'last']);
  });

  it('waits for the pieces that pieces ask for, until none is left', async () => {
    const ran: string[] = [];
    inTurn(() => {
      ran.push('make');
      inTurn(() => ran.push('draw'));
    });
    await turnsTaken();
    expect(ran).toEqual(['make', 'draw']);
  });

  it('gives later pieces their turns once no other piece waits, even one asked for after them', async () => {
    const ran: string[] = [];
    inLaterTurn(() => ran.push('first table'));
    inLaterTurn(() => ran.push('second table'));
    inTurn(() => {
      ran.push('levels');
      inTurn(() => ran.push('levels drawn'));
    });
    const cancel = inLaterTurn(() => ran.push('cancelled table'));
    cancel();
    await turnsTaken();
    expect(ran).toEqual(['levels', 'levels drawn', 'first table', 'second table']);
  });
});
