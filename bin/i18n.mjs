#!/usr/bin/env node
/**
 * Rueda's translation tool (no WP-CLI here): extracts every `rueda` string from PHP,
 * TypeScript and block.json into languages/rueda.pot, merges it into rueda-es_ES.po,
 * and compiles the .mo, the .l10n.php WordPress prefers to it (OPcache keeps it: no parsing
 * per request) and the per-script JSON files WordPress loads for JS.
 *
 *   node bin/i18n.mjs            extract + merge + compile (after `wp-scripts build`)
 *   node bin/i18n.mjs --compile  compile only (used by `npm run build`)
 *   node bin/i18n.mjs --check    fail when a string lacks its Spanish translation or a
 *                                compiled file is out of date
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';

import { extractFromCode, extractFromBlockJson } from './i18n-extract.js';

const ROOT = fileURLToPath( new URL( '..', import.meta.url ) );
const LANG = join( ROOT, 'languages' );
const DOMAIN = 'rueda';
const LOCALE = 'es_ES';
const PO_FILE = join( LANG, `${ DOMAIN }-${ LOCALE }.po` );
const HEADERS = {
	'Project-Id-Version': 'Rueda',
	'Content-Type': 'text/plain; charset=UTF-8',
	'Content-Transfer-Encoding': '8bit',
	'MIME-Version': '1.0',
	'X-Domain': DOMAIN,
};

function walk( dir, filter ) {
	if ( ! existsSync( dir ) ) {
		return [];
	}
	return readdirSync( dir, { withFileTypes: true } ).flatMap( ( entry ) => {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			return entry.name === 'test' ? [] : walk( path, filter );
		}
		return filter( path ) ? [ path ] : [];
	} );
}

/** All translatable strings of the plugin, keyed by context + msgid. */
function extract() {
	const files = [
		join( ROOT, 'plugin.php' ),
		...walk( join( ROOT, 'includes' ), ( p ) => p.endsWith( '.php' ) ),
		// The demo plugin shares Rueda's text domain and translations.
		...walk( join( ROOT, 'rueda-demo' ), ( p ) => p.endsWith( '.php' ) ),
		...walk( join( ROOT, 'src' ), ( p ) => /\.(php|tsx?)$/.test( p ) ),
	];
	const entries = new Map();
	const add = ( entry, file ) => {
		const key = `${ entry.msgctxt || '' }\u0004${ entry.msgid }`;
		const known = entries.get( key );
		const reference = relative( ROOT, file );
		if ( known ) {
			known.references.add( reference );
			return;
		}
		entries.set( key, { ...entry, references: new Set( [ reference ] ) } );
	};
	for ( const file of files ) {
		const code = readFileSync( file, 'utf8' );
		for ( const entry of extractFromCode( code, DOMAIN ) ) {
			add( entry, file );
		}
	}
	for ( const file of walk( join( ROOT, 'src' ), ( p ) =>
		p.endsWith( 'block.json' )
	) ) {
		for ( const entry of extractFromBlockJson(
			JSON.parse( readFileSync( file, 'utf8' ) )
		) ) {
			add( entry, file );
		}
	}
	return entries;
}

function toTranslations( entries, existing = {} ) {
	const translations = { '': { '': { msgid: '', msgstr: [ '' ] } } };
	for ( const entry of entries.values() ) {
		const context = entry.msgctxt || '';
		const previous = existing[ context ]?.[ entry.msgid ];
		translations[ context ] ??= {};
		translations[ context ][ entry.msgid ] = {
			...( entry.msgctxt ? { msgctxt: entry.msgctxt } : {} ),
			msgid: entry.msgid,
			...( entry.msgid_plural
				? { msgid_plural: entry.msgid_plural }
				: {} ),
			msgstr:
				previous?.msgstr ??
				( entry.msgid_plural ? [ '', '' ] : [ '' ] ),
			comments: {
				reference: [ ...entry.references ].sort().join( '\n' ),
				...( entry.comment ? { extracted: entry.comment } : {} ),
			},
		};
	}
	return translations;
}

function readPo() {
	return existsSync( PO_FILE )
		? gettextParser.po.parse( readFileSync( PO_FILE ) )
		: { charset: 'utf-8', headers: {}, translations: {} };
}

function writePotAndPo( entries ) {
	const po = readPo();
	writeFileSync(
		join( LANG, `${ DOMAIN }.pot` ),
		gettextParser.po.compile( {
			charset: 'utf-8',
			headers: HEADERS,
			translations: toTranslations( entries ),
		} )
	);
	writeFileSync(
		PO_FILE,
		gettextParser.po.compile( {
			charset: 'utf-8',
			headers: {
				...HEADERS,
				Language: LOCALE,
				'Plural-Forms': 'nplurals=2; plural=(n != 1);',
				...po.headers,
			},
			translations: toTranslations( entries, po.translations ),
		} )
	);
}

/**
 * Whether a built script holds a string literal, in the quotes the minifier chose
 * (it picks whichever needs fewer escapes, e.g. 'Remove coupon "%s"').
 *
 * @param {string} bundle Built script source.
 * @param {string} text   The literal's value.
 */
function inBundle( bundle, text ) {
	const double = JSON.stringify( text );
	const single = `'${ double
		.slice( 1, -1 )
		.replace( /\\"/g, '"' )
		.replace( /'/g, "\\'" ) }'`;
	return bundle.includes( double ) || bundle.includes( single );
}

/**
 * Translated messages in Jed's shape, for the strings one built script contains.
 *
 * @param {string} bundle Built script source.
 * @param {Object} po     Parsed es_ES catalogue.
 */
function jedFor( bundle, po ) {
	const messages = {
		'': {
			domain: 'messages',
			lang: LOCALE,
			'plural-forms': po.headers[ 'Plural-Forms' ],
		},
	};
	for ( const [ context, items ] of Object.entries( po.translations ) ) {
		for ( const item of Object.values( items ) ) {
			if ( ! item.msgid || ! inBundle( bundle, item.msgid ) ) {
				continue;
			}
			messages[
				context ? `${ context }\u0004${ item.msgid }` : item.msgid
			] = item.msgstr;
		}
	}
	return {
		'translation-revision-date': po.headers[ 'PO-Revision-Date' ] || '',
		generator: 'rueda/bin/i18n.mjs',
		domain: 'messages',
		locale_data: { messages },
	};
}

/**
 * A PHP string literal (single quotes: only the backslash and the quote are escaped).
 *
 * @param {string} text Text.
 */
const phpString = ( text ) =>
	`'${ text.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;

/**
 * The translations as WordPress's PHP translation file (WP_Translation_File_PHP): the
 * headers in lower case and `messages`, keyed by "context\u0004original", plural forms
 * joined by NUL.
 *
 * @param {Object} po Parsed .po file.
 */
function l10nPhp( po ) {
	const entries = Object.values( po.translations ).flatMap( ( byId ) =>
		Object.values( byId ).filter(
			( item ) => item.msgid && item.msgstr.some( Boolean )
		)
	);
	const lines = [
		...Object.entries( po.headers ).map(
			( [ name, value ] ) =>
				`${ phpString( name.toLowerCase() ) }=>${ phpString( value ) },`
		),
		"'messages'=>[",
		...entries.map(
			( item ) =>
				`${ phpString(
					item.msgctxt
						? `${ item.msgctxt }\u0004${ item.msgid }`
						: item.msgid
				) }=>${ phpString( item.msgstr.join( '\0' ) ) },`
		),
		']',
	];
	return `<?php\nreturn [\n${ lines.join( '\n' ) }\n];\n`;
}

/** Compiled files: the .mo, the .l10n.php and one JSON per built script (named as WordPress looks it up). */
function compiled() {
	const po = readPo();
	const files = new Map( [
		[
			join( LANG, `${ DOMAIN }-${ LOCALE }.mo` ),
			gettextParser.mo.compile( po ),
		],
		[
			join( LANG, `${ DOMAIN }-${ LOCALE }.l10n.php` ),
			Buffer.from( l10nPhp( po ) ),
		],
	] );
	for ( const script of walk( join( ROOT, 'build' ), ( p ) =>
		p.endsWith( '.js' )
	) ) {
		const path = relative( ROOT, script ).split( '\\' ).join( '/' );
		const hash = createHash( 'md5' ).update( path ).digest( 'hex' );
		const jed = jedFor( readFileSync( script, 'utf8' ), po );
		if ( Object.keys( jed.locale_data.messages ).length > 1 ) {
			files.set(
				join( LANG, `${ DOMAIN }-${ LOCALE }-${ hash }.json` ),
				Buffer.from( JSON.stringify( jed ) + '\n' )
			);
		}
	}
	return files;
}

function untranslated( entries ) {
	const po = readPo();
	return [ ...entries.values() ].filter( ( entry ) => {
		const item = po.translations[ entry.msgctxt || '' ]?.[ entry.msgid ];
		return ! item || item.msgstr.some( ( text ) => ! text );
	} );
}

/**
 * Strings of the TypeScript sources that no compiled JSON carries to the browser.
 *
 * @param {Map<string, Object>} entries Extracted strings.
 * @param {Map<string, Buffer>} files   Compiled files by path.
 */
function unshipped( entries, files ) {
	const shipped = new Set(
		[ ...files ]
			.filter( ( [ file ] ) => file.endsWith( '.json' ) )
			.flatMap( ( [ , content ] ) =>
				Object.keys( JSON.parse( content ).locale_data.messages )
			)
	);
	return [ ...entries.values() ].filter(
		( entry ) =>
			[ ...entry.references ].some( ( ref ) => /\.tsx?$/.test( ref ) ) &&
			! shipped.has(
				entry.msgctxt
					? `${ entry.msgctxt }\u0004${ entry.msgid }`
					: entry.msgid
			)
	);
}

const mode = process.argv[ 2 ] || '--all';
if ( mode === '--all' ) {
	writePotAndPo( extract() );
}
if ( mode === '--all' || mode === '--compile' ) {
	for ( const [ file, content ] of compiled() ) {
		writeFileSync( file, content );
	}
}
if ( mode === '--all' || mode === '--check' ) {
	const entries = extract();
	const missing = untranslated( entries );
	const files = compiled();
	const lost = unshipped( entries, files );
	const stale = [ ...files ].filter(
		( [ file, content ] ) =>
			! existsSync( file ) || ! readFileSync( file ).equals( content )
	);
	for ( const entry of missing ) {
		console.error( `untranslated: ${ entry.msgid }` );
	}
	for ( const entry of lost ) {
		console.error( `not in any script's JSON: ${ entry.msgid }` );
	}
	for ( const [ file ] of stale ) {
		console.error(
			`out of date: ${ relative( ROOT, file ) } (run npm run i18n)`
		);
	}
	if (
		mode === '--check' &&
		( missing.length || lost.length || stale.length )
	) {
		process.exit( 1 );
	}
}
