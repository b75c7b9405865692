/**
 * Which components of the last `computeReach` can hold a cycle that removes anything. A
 * cycle never leaves the component of its source, and it removes a candidate only when that
 * candidate sees an "on" and an "off" node of its digit (SE's `createCycleHint`). So when no
 * candidate of the position sees an "on" and an "off" potential of its digit in the
 * component, every cycle search from it ends without a hint, however far it runs: most do.
 */
import type { ChainReach } from './chainReach';
import { POTENTIAL_COUNT } from './potentials';
import { addCell, CELL_SET_WORDS, copyCells, PEER_CELL_SETS, unionWith } from '../cellSets';
import { lowestBitIndex } from '../../grid/bits';

/** The component marks of one search context, over the components of `reach`. */
export function createCycleComponents(reach: ChainReach) {
  const { BIT_NUMBER, COMPONENT, SINK } = reach;
  /** Per component and digit, cell sets at id * 27 + d * 3 (cellSets.ts): the cells seen from its "on" and its "off" potentials of the digit. */
  const seenFromOn = new Int32Array(POTENTIAL_COUNT * 27);
  const seenFromOff = new Int32Array(POTENTIAL_COUNT * 27);
  /** Per component: the digits whose words above are filled for this position. */
  const digitsOn = new Uint16Array(POTENTIAL_COUNT);
  const digitsOff = new Uint16Array(POTENTIAL_COUNT);
  const eliminating = new Uint8Array(POTENTIAL_COUNT);
  /** The marking each component's entries belong to (older ones are stale). */
  const markedIn = new Int32Array(POTENTIAL_COUNT);
  let marking = 0;
  const touched = new Int32Array(POTENTIAL_COUNT);
  /** Per digit, a cell set at d * 3: the cells holding it. */
  const digitCells = new Int32Array(27);

  /**
   * Marks the components of the last `computeReach` (on the position `marks`) that can hold a
   * removing cycle. `sinksKnown`: that search filled its reach sets, so SINK tells the potentials
   * that lead nowhere (each its own component), which are passed over.
   */
  function markEliminatingComponents(marks: Uint16Array, sinksKnown: boolean): void {
    marking++;
    let touchedCount = 0;
    digitCells.fill(0);
    for (let cell = 0; cell < 81; cell++) {
      for (let rest = marks[cell]!; rest !== 0; rest &= rest - 1) {
        const digitIndex = lowestBitIndex(rest);
        const digitBit = 1 << digitIndex;
        addCell(digitCells, digitIndex * CELL_SET_WORDS, cell);
        for (let potential = (cell * 9 + digitIndex) * 2; potential <= (cell * 9 + digitIndex) * 2 + 1; potential++) {
          // Potentials the last search did not visit keep a stale component.
          if (BIT_NUMBER[potential] === 0) continue;
          const id = COMPONENT[potential]!;
          if (sinksKnown && SINK[id]) continue;
          if (markedIn[id] !== marking) {
            markedIn[id] = marking;
            digitsOn[id] = digitsOff[id] = eliminating[id] = 0;
            touched[touchedCount++] = id;
          }
          const digits = potential & 1 ? digitsOn : digitsOff;
          const seen = potential & 1 ? seenFromOn : seenFromOff;
          const at = id * 27 + digitIndex * 3;
          if (digits[id]! & digitBit) unionWith(seen, at, PEER_CELL_SETS, cell * CELL_SET_WORDS);
          else {
            digits[id]! |= digitBit;
            copyCells(seen, at, PEER_CELL_SETS, cell * CELL_SET_WORDS);
          }
        }
      }
    }
    for (let i = 0; i < touchedCount; i++) {
      const id = touched[i]!;
      for (let both = digitsOn[id]! & digitsOff[id]!; both !== 0 && !eliminating[id]; both &= both - 1) {
        const digitIndex = lowestBitIndex(both);
        const at = id * 27 + digitIndex * 3;
        for (let w = 0; w < 3; w++) {
          if (seenFromOn[at + w]! & seenFromOff[at + w]! & digitCells[digitIndex * 3 + w]!) eliminating[id] = 1;
        }
      }
    }
  }

  /** Whether a cycle through `potential` can remove anything, after `markEliminatingComponents`. */
  function cycleCanEliminate(potential: number): boolean {
    const id = COMPONENT[potential]!;
    return BIT_NUMBER[potential] !== 0 && markedIn[id] === marking && eliminating[id] === 1;
  }

  return { markEliminatingComponents, cycleCanEliminate };
}

export type CycleComponents = ReturnType<typeof createCycleComponents>;
