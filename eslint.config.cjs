/**
 * ESLint flat config: WordPress's recommended rules plus Rueda's text domain and
 * the layers of src/.
 */
const { readdirSync } = require( 'fs' );
const defaults = require( '@wordpress/scripts/config/eslint.config.cjs' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

/*
 * src/ in layers, bottom to top: shared, stores, runtime, then the entry points
 * (blocks, admin screens, the invoice page). A layer imports from the layers below
 * it and from itself, never from above; stores may import one another (the runtime
 * registers them all). Matched on the resolved file, so a relative path and an
 * alias are held alike.
 */
const ENTRY_POINTS = [ './src/blocks', './src/admin', './src/invoice' ];
const LAYER_ZONES = [
	{
		target: './src/shared',
		from: [ './src/stores', './src/runtime', ...ENTRY_POINTS ],
		message:
			'src/shared is the bottom layer: no stores, no runtime, no blocks. Move what reads them up (src/blocks/shared, a store, the runtime), or pass it in.',
	},
	{
		target: './src/stores',
		from: [ './src/runtime', ...ENTRY_POINTS ],
		message:
			'A store imports src/shared and other stores only: the runtime wires the stores, not the other way round.',
	},
	{
		target: './src/runtime',
		from: ENTRY_POINTS,
		message:
			'The runtime is below the blocks and screens that use it: blocks register into it.',
	},
	{
		target: './src/blocks',
		from: [ './src/admin', './src/invoice' ],
		message: 'Blocks do not import the wp-admin screens.',
	},
	{
		target: './src/admin',
		from: [ './src/blocks', './src/invoice' ],
		message: 'wp-admin screens do not import the blocks.',
	},
	// The runtime is one script per page (an external): its parts imported directly
	// would be bundled again, a second inner-block registry, a second set of filters.
	{
		target: ENTRY_POINTS,
		from: './src/runtime',
		except: [ './index.ts' ],
		message:
			'Blocks and screens get the runtime from `@rueda/runtime`, never its files.',
	},
];

// A block imports no other block: what two blocks share goes to src/blocks/shared.
const BLOCKS = readdirSync( `${ __dirname }/src/blocks`, {
	withFileTypes: true,
} )
	.filter( ( entry ) => entry.isDirectory() )
	.map( ( entry ) => entry.name );
// Except what a block offers others on purpose: the cart's express area loads the
// checkout's consent boxes when a wallet is first tried (the same boxes, lazily).
const OFFERED_TO_BLOCKS = {
	checkout: [ './inner-blocks/checkout-terms/express-consents.tsx' ],
};
const BLOCK_ZONES = BLOCKS.flatMap( ( block ) =>
	BLOCKS.filter( ( other ) => other !== block && other !== 'shared' ).map(
		( other ) => ( {
			target: `./src/blocks/${ block }`,
			from: `./src/blocks/${ other }`,
			except: OFFERED_TO_BLOCKS[ other ] ?? [],
			message:
				'A block imports no other block: move what both need to src/blocks/shared.',
		} )
	)
);

/*
 * How imports are written. Blocks and screens import the layers below, and
 * src/blocks/shared, by alias (tsconfig.json paths): `@rueda/shared/money`,
 * `@rueda/stores/cart/constants`, `@rueda/blocks/shared/notices`, `@rueda/runtime`;
 * relative paths stay inside a block, a screen or a folder. Below the blocks
 * (shared, stores, runtime) paths stay relative: extensions compile the runtime's
 * sources through types/rueda.d.ts with their own tsconfig.json, which knows no
 * aliases.
 */
const CLIMB = {
	regex: '^(\\.\\./){4,}',
	message:
		'Climbing four folders or more: import from another layer or block by its alias (@rueda/shared/..., @rueda/stores/..., @rueda/blocks/shared/...).',
};
const RELATIVE_LAYER = {
	regex: '^(\\.\\./)+(shared|stores|runtime)(/|$)',
	message:
		'Import another layer, or src/blocks/shared, by its alias (@rueda/shared/..., @rueda/stores/..., @rueda/blocks/shared/..., @rueda/runtime).',
};
const NO_ALIAS = {
	group: [ '@rueda/*' ],
	message:
		"No aliases below the blocks: types/rueda.d.ts compiles the runtime with the extension's tsconfig.json, which knows none.",
};
// A store imported by its index registers a second copy in the block's script.
const STORE_INDEX = {
	regex: '^@rueda/stores/(?!.+/(constants|types)$)',
	allowTypeImports: true,
	message:
		"Blocks get the stores from `@rueda/runtime`; from a store's folder only its constants and types (a store's code here would register a second copy).",
};

module.exports = [
	{
		ignores: [
			'.sites/**',
			'.cache/**',
			'test-results/**',
			'playwright-report/**',
		],
	},
	...defaults,
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [ '**/test/**/*.{ts,tsx}', 'tests/js/**/*.{ts,tsx}' ],
	} ) ),
	...wpPlugin.configs[ 'test-playwright' ].map( ( config ) => ( {
		...config,
		files: [ 'tests/e2e/**/*.ts' ],
	} ) ),
	{
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'rueda' },
			],
		},
	},
	{
		files: [ 'src/**/*.{js,jsx,ts,tsx}' ],
		rules: {
			'import/no-restricted-paths': [
				'error',
				{
					basePath: __dirname,
					zones: [ ...LAYER_ZONES, ...BLOCK_ZONES ],
				},
			],
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{ patterns: [ CLIMB ] },
			],
		},
	},
	// Later entries replace the patterns of earlier ones, so each lists all its own.
	{
		files: [ 'src/{shared,stores,runtime}/**/*.{ts,tsx}' ],
		ignores: [ '**/test/**' ],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{ patterns: [ CLIMB, NO_ALIAS ] },
			],
		},
	},
	{
		files: [ 'src/blocks/**/*.{ts,tsx}' ],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{ patterns: [ CLIMB, RELATIVE_LAYER, STORE_INDEX ] },
			],
		},
	},
	{
		files: [ 'src/admin/**/*.{ts,tsx}' ],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{ patterns: [ CLIMB, STORE_INDEX ] },
			],
		},
	},
	// Tests register the stores in registries of their own.
	{
		files: [ 'src/blocks/**/test/**' ],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{ patterns: [ CLIMB, RELATIVE_LAYER ] },
			],
		},
	},
	{
		files: [ 'src/admin/**/test/**' ],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{ patterns: [ CLIMB ] },
			],
		},
	},
	{
		files: [ 'tests/e2e/**', 'playwright.config.ts', 'bin/**' ],
		rules: {
			'import/no-extraneous-dependencies': 'off',
			'no-console': 'off',
		},
	},
];
