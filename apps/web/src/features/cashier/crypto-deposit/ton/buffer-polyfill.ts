import { Buffer } from 'buffer/';

/**
 * @ton/core calls the Node global `Buffer` (Cell.toBoc, Address.parse); browsers have none. Import this
 * module before @ton/core: ES modules run in import order, so the global exists by the time it is used.
 * (`buffer/` with the slash names the npm package, never a Node builtin.)
 */
const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;
