/**
 * The type of a feature's words in another language, from its French module: the same keys and
 * the same function signatures, any string where French has its literal (`as const`). An English
 * dictionary typed `Dictionary<typeof frenchWords>` fails tsc on a missing word or a wrong argument.
 */
export type Dictionary<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Dictionary<R>
    : T extends object
      ? { readonly [K in keyof T]: Dictionary<T[K]> }
      : T;
