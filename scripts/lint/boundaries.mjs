/**
 * The import boundaries of ARCHITECTURE.md ("who may import whom"), checked on the resolved path of every
 * relative import, re-export and dynamic import, so they hold at any folder depth (a pattern on the written
 * specifier, such as `../app/*`, misses `../../app/x` one folder down).
 *
 * Package imports (react in domain/, …) stay with `no-restricted-imports` in eslint.config.js.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the app, the service worker and the emulator share: src/contract (wire types, paths) and src/domain (rules). */
const SHARED = /^src\/(domain|contract)\//;

/**
 * Each rule: which importing files it applies to, whether a resolved target is forbidden for that file
 * (both as paths from the project root, posix separators), and what the lint says.
 */
const RULES = [
  {
    from: /^(src|sw)\//,
    forbids: (target) => /^(server|tests)\//.test(target),
    message: 'src/ and sw/ never import the emulator (server/) or tests/',
  },
  {
    from: /^server\//,
    forbids: (target) => target.startsWith('src/') && !SHARED.test(target),
    message: 'server/ may import only src/domain and src/contract',
  },
  {
    from: /^sw\//,
    forbids: (target) => target.startsWith('src/') && !SHARED.test(target),
    message: 'sw/ may import only src/domain and src/contract',
  },
  {
    // The bottom floor: the wire contract reads nothing above it, so every layer may read it.
    from: /^src\/contract\//,
    forbids: (target) => target.startsWith('src/') && !target.startsWith('src/contract/'),
    message: 'contract/ is the bottom layer: it imports nothing of ours but other contract/ files',
  },
  {
    from: /^src\/domain\//,
    forbids: (target) => target.startsWith('src/api/'),
    message: 'domain/ never imports api/: a wire type belongs in contract/, a key or a request in api/',
  },
  {
    from: /^src\/domain\//,
    forbids: (target) => target.startsWith('src/') && !SHARED.test(target) && !target.startsWith('src/api/'),
    message: 'domain/ imports nothing of ours but contract/ and itself',
  },
  {
    from: /^src\/ui\//,
    forbids: (target) => /^src\/(api\/|features\/|stores\/)/.test(target) && !SHARED.test(target),
    message: 'ui/ is presentational: it imports neither api/, features/ nor stores/',
  },
  {
    from: /^src\/features\//,
    forbids: (target) => target.startsWith('src/app/'),
    message: 'features do not import app/: the composition root imports features, not the other way round',
  },
  {
    from: /^src\/features\//,
    forbids: (target, source) => {
      const feature = (p) => /^src\/features\/([^/]+)\//.exec(p)?.[1];
      const other = feature(target);
      return other !== undefined && other !== feature(source);
    },
    message: "a feature does not reach into another feature's files: move what two share to ui/ or domain/",
  },
  {
    from: /^src\/(features|ui|app|pwa|stores)\//,
    forbids: (target) => target === 'src/api/http',
    message: 'screens use the factories in api/, never api/http.ts',
  },
];

function relative(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/** The target's path from the root, without a script extension, so `./x.ts` and `./x` are the same file. */
function resolveTarget(file, specifier) {
  return relative(path.resolve(path.dirname(file), specifier)).replace(/\.(m?[jt]sx?)$/, '');
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Import boundaries between the layers of ARCHITECTURE.md' },
    schema: [],
    messages: { forbidden: '{{message}} ({{target}})' },
  },
  create(context) {
    const source = relative(context.filename);
    const rules = RULES.filter((rule) => rule.from.test(source));
    if (rules.length === 0) return {};

    function check(node) {
      const specifier = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveTarget(context.filename, specifier);
      const broken = rules.find((rule) => rule.forbids(target, source));
      if (broken) context.report({ node: node.source, messageId: 'forbidden', data: { message: broken.message, target } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { layers } };
