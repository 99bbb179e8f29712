/**
 * Webpack: @wordpress/scripts' config plus Rueda's shared runtime.
 *
 * The runtime (src/runtime: the stores, the API setup, the settings and
 * the inner-block registry) is built once as its own script, `rueda-runtime`,
 * exposed as `window.rueda.runtime`. Block frontends import it as
 * `@rueda/runtime` and get it as an external, so every block on a page shares
 * one cart store and one api-fetch setup instead of bundling copies.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const path = require( 'path' );

// bin/i18n.mjs makes the .pot from src/, so the minified files need not keep the
// translator comments @wordpress/scripts preserves for tools that read built files:
// dropping them saves 0.7 KB of brotli on Carrito.
const [ terser ] = defaultConfig.optimization.minimizer;
const terserOptions = terser.options.minimizer.options;
const minimizer = new terser.constructor( {
	parallel: true,
	extractComments: false,
	terserOptions: {
		...terserOptions,
		output: { ...terserOptions.output, comments: false },
	},
} );

const RUNTIME_REQUEST = '@rueda/runtime';
const RUNTIME_HANDLE = 'rueda-runtime';
const RUNTIME_GLOBAL = [ 'rueda', 'runtime' ];

module.exports = {
	...defaultConfig,
	optimization: { ...defaultConfig.optimization, minimizer: [ minimizer ] },
	// The layers of src/ by name (as in tsconfig.json and jest.config.js), for the
	// blocks and screens: `@rueda/shared/money`, `@rueda/stores/cart/constants`,
	// `@rueda/blocks/shared/notices`. `@rueda/runtime` needs none: it is an external.
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve.alias,
			'@rueda/shared': path.resolve( __dirname, 'src/shared' ),
			'@rueda/stores': path.resolve( __dirname, 'src/stores' ),
			'@rueda/blocks': path.resolve( __dirname, 'src/blocks' ),
		},
	},
	entry: async () => ( {
		...( await defaultConfig.entry() ),
		'runtime/index': {
			import: path.resolve( __dirname, 'src/runtime/index.ts' ),
			library: { name: RUNTIME_GLOBAL, type: 'window' },
		},
		// wp-admin: the shop's settings screen.
		'admin/settings': path.resolve(
			__dirname,
			'src/admin/settings/index.tsx'
		),
		// wp-admin: the products list and form.
		'admin/products': path.resolve(
			__dirname,
			'src/admin/products/index.tsx'
		),
		// wp-admin: the orders screen.
		'admin/orders': path.resolve( __dirname, 'src/admin/orders/index.tsx' ),
		// wp-admin: the coupons list and form.
		'admin/coupons': path.resolve(
			__dirname,
			'src/admin/coupons/index.tsx'
		),
		// wp-admin: the workshop's appointments.
		'admin/appointments': path.resolve(
			__dirname,
			'src/admin/appointments/index.tsx'
		),
		// wp-admin: the invoices and their VERI*FACTU records.
		'admin/invoices': path.resolve(
			__dirname,
			'src/admin/invoices/index.tsx'
		),
		// wp-admin: the tyre finder's vehicles (CSV import).
		'admin/vehicles': path.resolve(
			__dirname,
			'src/admin/vehicles/index.tsx'
		),
		// The printable invoice page's stylesheet (includes/Content/InvoiceDocument.php).
		'invoice/page': path.resolve(
			__dirname,
			'src/invoice/invoice-page.scss'
		),
		// The invoice page's script: it draws the VERI*FACTU QR code
		// (includes/Invoices/Content/InvoiceQrCode.php).
		'invoice/qr': path.resolve( __dirname, 'src/invoice/qr-view.ts' ),
		// wp-admin: "Hoy en el taller", the Rueda menu's first screen.
		'admin/today': path.resolve( __dirname, 'src/admin/today/index.tsx' ),
		// wp-admin: the fitting bands.
		'admin/fitting': path.resolve(
			__dirname,
			'src/admin/fitting/index.tsx'
		),
	} ),
	output: {
		...defaultConfig.output,
		// The entries are a function, so webpack cannot see the runtime's library type.
		enabledLibraryTypes: [ 'window' ],
		// Lazily loaded inner blocks, kept apart from the entry scripts.
		chunkFilename: 'chunks/[name].js?ver=[chunkhash]',
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) =>
				request === RUNTIME_REQUEST ? RUNTIME_GLOBAL : undefined,
			requestToHandle: ( request ) =>
				request === RUNTIME_REQUEST ? RUNTIME_HANDLE : undefined,
		} ),
	],
};
