/**
 * Jest: @wordpress/scripts' unit config (jest-preset-default, Babel for TypeScript).
 */
const defaults = require( '@wordpress/scripts/config/jest-unit.config.js' );

module.exports = {
	...defaults,
	testMatch: [
		'<rootDir>/src/**/test/*.test.[jt]s?(x)',
		'<rootDir>/tests/js/**/*.test.[jt]s?(x)',
	],
	// The layers' aliases (tsconfig.json paths, webpack.config.js resolve.alias), and
	// the fixtures jest shares with PHPUnit (tests/fixtures). The runtime is an
	// external script in the browser; tests use its source.
	moduleNameMapper: {
		'^@rueda/runtime$': '<rootDir>/src/runtime/index.ts',
		'^@rueda/(shared|stores|blocks)/(.*)$': '<rootDir>/src/$1/$2',
		'^@rueda/fixtures/(.*)$': '<rootDir>/tests/fixtures/$1',
	},
	// toBeVisible, toHaveValue... for component tests.
	setupFilesAfterEnv: [ '@testing-library/jest-dom' ],
	modulePathIgnorePatterns: [
		'<rootDir>/.sites/',
		'<rootDir>/.cache/',
		'<rootDir>/build/',
	],
	reporters: [
		'default',
		[
			'jest-junit',
			{ outputDirectory: 'artifacts', outputName: 'jest.xml' },
		],
	],
};
