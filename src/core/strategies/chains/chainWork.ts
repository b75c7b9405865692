/**
 * Everything the chain searches of one search context read and write: the link lists and
 * reach sets of the position being searched, the loop walks' arena, the propagation
 * engine, the forcing searches' reused propagations, HoDoKu's tabling tables and the nested
 * chaining engines. Each part is made on first use and kept for the context's life, so a
 * search allocates its typed arrays once per context, never per call, and two contexts (a
 * solve run from inside another's sink) never share one.
 *
 * Parts share what they read: the unary searches, the nested engines and the tabling search
 * read the same link lists and reach sets, rebuilt by whichever search moves to another
 * position (each rebuilds them before reading, and they skip the work when the position is the
 * one already built).
 */
import type { SearchContext } from '../searchContext';
import { scratchKind } from '../searchContext';
import { createChainReach, type ChainReach } from './chainReach';
import { createChainWithin } from './chainWithin';
import { createCycleComponents } from './cycleComponents';
import { createForcingSearch, type ForcingSearch } from './forcingSearch';
import { createLinkTables, type LinkTables } from './links';
import { ChainingEngines } from './nestedChaining';
import { createPropagation, type PropagationEngine } from './propagation';
import { createTablingLinks } from './tablingLinks';
import { createTablingNiceLoops, type TablingNiceLoops } from './tablingNiceLoops';
import { createUnarySearch, type UnarySearch } from './unarySearch';
import { createUnaryWalks, type UnaryWalks } from './unaryWalks';

export class ChainWork {
  private linkTables: LinkTables | undefined;
  private reachSets: ChainReach | undefined;
  private unaryWalks: UnaryWalks | undefined;
  private unarySearch: UnarySearch | undefined;
  private propagationEngine: PropagationEngine | undefined;
  private forcingSearch: ForcingSearch | undefined;
  private tablingSearch: TablingNiceLoops | undefined;
  private nestedEngines: ChainingEngines | undefined;

  /** The link lists (links.ts) of the position last prepared. */
  get links(): LinkTables {
    return (this.linkTables ??= createLinkTables());
  }

  /** The reach sets (chainReach.ts) of the position and link set last computed. */
  get reach(): ChainReach {
    return (this.reachSets ??= createChainReach(this.links));
  }

  /** The loop walks over static links (unaryWalks.ts), for the top-level search and the nested engine's loops. */
  get walks(): UnaryWalks {
    return (this.unaryWalks ??= createUnaryWalks(this.links, this.reach, createChainWithin(this.links, this.reach)));
  }

  /** Sudoku Explainer's forcing chains and cycles over static links (unarySearch.ts). */
  get unary(): UnarySearch {
    return (this.unarySearch ??= createUnarySearch(this.walks, this.links, this.reach, createCycleComponents(this.reach)));
  }

  /** The propagation engine (propagation.ts). */
  get propagation(): PropagationEngine {
    return (this.propagationEngine ??= createPropagation(this.links));
  }

  /** Sudoku Explainer's multiple, dynamic and Nishio forcing chains (forcingSearch.ts). */
  get forcing(): ForcingSearch {
    return (this.forcingSearch ??= createForcingSearch(this.propagation, this.reach));
  }

  /** HoDoKu's tabling search for nice loops and AICs (tablingNiceLoops.ts). */
  get tabling(): TablingNiceLoops {
    return (this.tablingSearch ??= createTablingNiceLoops(createTablingLinks(), this.links, this.reach));
  }

  /** The nested chaining engines by rule, with their remembered answers (nestedChaining.ts). */
  get nested(): ChainingEngines {
    return (this.nestedEngines ??= new ChainingEngines(this.links, this.reach, this.walks));
  }
}

const CHAIN_WORK = scratchKind(() => new ChainWork());

/** The chain searches' tables of `context`, made on first use. */
export function chainWorkOf(context: SearchContext): ChainWork {
  return context.get(CHAIN_WORK);
}
