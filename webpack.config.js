/**
 * Webpack: @wordpress/scripts' config plus Rueda's shared runtime.
 *
 * The runtime (src/shared/runtime: the stores, the API setup, the settings and
 * the inner-block registry) is built once as its own script, `rueda-runtime`,
 * exposed as `window.rueda.runtime`. Block frontends import it as
 * `@rueda/runtime` and get it as an external, so every block on a page shares
 * one cart store and one api-fetch setup instead of bundling copies.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const path = require( 'path' );

const RUNTIME_REQUEST = '@rueda/runtime';
const RUNTIME_HANDLE = 'rueda-runtime';
const RUNTIME_GLOBAL = [ 'rueda', 'runtime' ];

module.exports = {
	...defaultConfig,
	entry: async () => ( {
		...( await defaultConfig.entry() ),
		'runtime/index': {
			import: path.resolve( __dirname, 'src/shared/runtime/index.ts' ),
			library: { name: RUNTIME_GLOBAL, type: 'window' },
		},
		// wp-admin: the shop's settings screen.
		'admin/settings': path.resolve( __dirname, 'src/admin/settings/index.tsx' ),
		// wp-admin: the coupons list and form.
		'admin/coupons': path.resolve( __dirname, 'src/admin/coupons/index.tsx' ),
	} ),
	output: {
		...defaultConfig.output,
		// The entries are a function, so webpack cannot see the runtime's library type.
		enabledLibraryTypes: [ 'window' ],
		// Lazily loaded inner blocks, kept apart from the entry scripts.
		chunkFilename: 'chunks/[name].js?ver=[chunkhash]',
	},
	module: {
		...defaultConfig.module,
		rules: [
			...defaultConfig.module.rules,
			// Packages marked side-effect free (e.g. @wordpress/dataviews) would
			// otherwise lose their imported stylesheets to tree shaking.
			{ test: /build-style\/style\.css$/, sideEffects: true },
		],
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) => ! ( plugin instanceof DependencyExtractionWebpackPlugin )
		),
		new DependencyExtractionWebpackPlugin( {
			// Stylesheets of packages (e.g. @wordpress/dataviews/build-style/style.css)
			// are bundled: as externals they would become a script handle that does
			// not exist, and WordPress would not load the screen's script at all.
			requestToExternal: ( request ) => {
				if ( request === RUNTIME_REQUEST ) {
					return RUNTIME_GLOBAL;
				}
				return request.endsWith( '.css' ) ? false : undefined;
			},
			requestToHandle: ( request ) =>
				request === RUNTIME_REQUEST ? RUNTIME_HANDLE : undefined,
		} ),
	],
};
