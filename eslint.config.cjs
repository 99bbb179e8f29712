/**
 * ESLint flat config: WordPress's recommended rules plus Rueda's text domain and
 * the layers of src/.
 */
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
];

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
			'import/no-restricted-paths': [ 'error', { zones: LAYER_ZONES } ],
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
