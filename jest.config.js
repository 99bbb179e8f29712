module.exports = {
	preset: '@wordpress/jest-preset-default',
	testMatch: [ '<rootDir>/src/**/test/*.test.[jt]s?(x)', '<rootDir>/tests/js/**/*.test.[jt]s?(x)' ],
	modulePathIgnorePatterns: [ '<rootDir>/.sites/', '<rootDir>/.cache/', '<rootDir>/build/' ],
	testPathIgnorePatterns: [ '/node_modules/', '<rootDir>/.sites/', '<rootDir>/tests/e2e/' ],
};
