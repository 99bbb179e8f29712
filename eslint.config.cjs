/**
 * ESLint flat config: WordPress's recommended rules plus Rueda's text domain.
 */
const defaults = require( '@wordpress/scripts/config/eslint.config.cjs' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

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
		files: [ 'tests/e2e/**', 'playwright.config.ts', 'bin/**' ],
		rules: {
			'import/no-extraneous-dependencies': 'off',
			'no-console': 'off',
		},
	},
];
