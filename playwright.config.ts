/**
 * Playwright: Debian's Chromium against a throwaway site on port 8889 (never the
 * `npm start` site), recreated from scratch for every run by bin/e2e-server.sh.
 * RUEDA_E2E_SUITE names a run's JUnit report (artifacts/<suite>.xml): `npm test` runs the
 * suite a second time as `playwright-redis`, with a persistent object cache.
 * RUEDA_E2E_TRACE=off records no traces (npm test: they cost a tenth of the run).
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';

const artifacts = path.join( __dirname, 'artifacts' );
const suite = process.env.RUEDA_E2E_SUITE || 'playwright';
process.env.WP_BASE_URL ??= 'http://localhost:8889';
process.env.WP_USERNAME ??= 'admin';
process.env.WP_PASSWORD ??= 'password';
process.env.STORAGE_STATE_PATH ??= path.join(
	artifacts,
	'storage-states/admin.json'
);
// The Redsys stand-in the card and Bizum specs pay at (bin/redsys-simulator.php): the
// site's port + 1000 (tests/e2e/mu-plugins), so runs side by side have their own.
const redsysPort = Number( new URL( process.env.WP_BASE_URL ).port ) + 1000;

export default defineConfig( {
	testDir: './tests/e2e',
	outputDir: path.join(
		artifacts,
		suite === 'playwright' ? 'test-results' : `test-results-${ suite }`
	),
	globalSetup: require.resolve( './tests/e2e/global-setup.ts' ),
	forbidOnly: !! process.env.CI,
	workers: 1,
	retries: 0,
	timeout: 60_000,
	reporter: [
		[ 'list' ],
		[ 'junit', { outputFile: path.join( artifacts, `${ suite }.xml` ) } ],
	],
	use: {
		baseURL: process.env.WP_BASE_URL,
		headless: true,
		viewport: { width: 1280, height: 800 },
		locale: 'es-ES',
		timezoneId: 'Europe/Madrid',
		storageState: process.env.STORAGE_STATE_PATH,
		actionTimeout: 10_000,
		trace:
			process.env.RUEDA_E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
		screenshot: 'only-on-failure',
		contextOptions: { reducedMotion: 'reduce', strictSelectors: true },
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	webServer: [
		{
			command: 'bash bin/e2e-server.sh',
			url: `${ process.env.WP_BASE_URL }/wp-login.php`,
			timeout: 180_000,
			reuseExistingServer: false,
			stdout: 'ignore',
			stderr: 'pipe',
		},
		{
			command: `bash bin/redsys-simulator.sh ${ redsysPort }`,
			port: redsysPort,
			reuseExistingServer: false,
			stdout: 'ignore',
			stderr: 'pipe',
			env: {
				RUEDA_REDSYS_SIM_STATE: path.join(
					artifacts,
					`redsys-simulator-${ redsysPort }.json`
				),
			},
		},
	],
} );
