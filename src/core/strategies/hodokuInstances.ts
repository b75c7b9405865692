/**
 * The searches the `hodoku` set uses instead of the general ones, where HoDoKu 2.2 meets the
 * instances of a technique in another order (or finds others) and the instance it takes decides
 * the rest of its path and so its score.
 */
import type { TechniqueId } from '../techniques';
import { hodokuAlsXyWing } from './als';
import { hodokuXyChain } from './hodokuChains';
import { hodokuSueDeCoqStrategy } from './hodokuSueDeCoq';
import { hodokuXyWing } from './hodokuWings';
import type { Strategy } from './strategy';

const STRATEGIES: ReadonlyMap<TechniqueId, Strategy> = new Map<TechniqueId, Strategy>([
  ['xy-wing', hodokuXyWing],
  ['sue-de-coq', hodokuSueDeCoqStrategy],
  ['xy-chain', hodokuXyChain],
  ['als-xy-wing', hodokuAlsXyWing],
]);

/** HoDoKu's own search for `id`, when it differs from the general one. */
export function hodokuInstanceStrategy(id: TechniqueId): Strategy | undefined {
  return STRATEGIES.get(id);
}
