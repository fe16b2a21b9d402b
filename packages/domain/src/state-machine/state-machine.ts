/**
 * One explicit state machine of the order's life: its states and, for each, the states it may move to. Every machine
 * of the shop (an order's status, its money, a refund, a return request, a payout, a cash-on-delivery confirmation) is
 * a table given to `defineMachine`, so each is read, tested and refused the same way; `LIFECYCLE_MACHINES`
 * (packages/domain/src/lifecycle/machines.ts) lists them all.
 */
export interface StateMachine<S extends string> {
  /** What the machine is the state of, as error details and tests name it: 'order', 'money', 'refund'… */
  readonly name: string;
  readonly states: readonly S[];
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  /** True when `from` may move to `to`; staying put is not a move. */
  readonly can: (from: S, to: S) => boolean;
  /** True for a state nothing moves out of. */
  readonly isFinal: (state: S) => boolean;
  /** The states nothing moves out of, in the order of `states`. */
  readonly finals: readonly S[];
}

/** Why a move was refused: the machine, where it stood and where it was asked to go (never shown as such to people). */
export interface IllegalMove {
  machine: string;
  from: string;
  to: string;
}

/** Builds a machine from its table; the table's keys, in order, are its states. */
export function defineMachine<S extends string>(
  name: string,
  transitions: Readonly<Record<S, readonly S[]>>,
): StateMachine<S> {
  const states = Object.keys(transitions) as S[];
  const isFinal = (state: S) => transitions[state].length === 0;
  return {
    name,
    states,
    transitions,
    can: (from, to) => transitions[from].includes(to),
    isFinal,
    finals: states.filter(isFinal),
  };
}

/** Null when `from` may move to `to`, else what the refusal says about the move. */
export function illegalMove<S extends string>(machine: StateMachine<S>, from: S, to: S): IllegalMove | null {
  return machine.can(from, to) ? null : { machine: machine.name, from, to };
}
