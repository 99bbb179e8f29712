/**
 * Finds gettext calls of one text domain in PHP or TypeScript source, and the
 * translatable fields of a block.json, the way WordPress's own tooling reads them.
 */

/* Argument roles per function: s = singular, p = plural, c = context, d = domain. */
const SIGNATURES = {
	__: 'sd',
	_e: 'sd',
	esc_html__: 'sd',
	esc_html_e: 'sd',
	esc_attr__: 'sd',
	esc_attr_e: 'sd',
	_x: 'scd',
	_ex: 'scd',
	esc_html_x: 'scd',
	esc_attr_x: 'scd',
	_n: 'sp_d',
	_nx: 'sp_cd',
	_n_noop: 'spd',
	_nx_noop: 'spcd',
};

const CALL = new RegExp(
	`(?<![\\w$>:])(${ Object.keys( SIGNATURES ).join( '|' ) })\\s*\\(`,
	'g'
);

const ESCAPES = {
	n: '\n',
	t: '\t',
	r: '\r',
	'\\': '\\',
	"'": "'",
	'"': '"',
	'`': '`',
	$: '$',
};

/**
 * Reads a quoted literal starting at `start` (on the quote); returns its value and end.
 * @param {string} code
 * @param {number} start
 */
function readString( code, start ) {
	const quote = code[ start ];
	let value = '';
	for ( let i = start + 1; i < code.length; i++ ) {
		const char = code[ i ];
		if ( char === '\\' ) {
			const next = code[ ++i ];
			// PHP single quotes keep unknown escapes as written.
			value += ESCAPES[ next ] ?? '\\' + next;
		} else if ( char === quote ) {
			return { value, end: i + 1 };
		} else if ( quote === '`' && char === '$' && code[ i + 1 ] === '{' ) {
			return null; // Interpolated templates cannot be translated.
		} else {
			value += char;
		}
	}
	return null;
}

/**
 * Splits the arguments of the call opened at `start` into string values (or null).
 * @param {string} code
 * @param {number} start
 */
function readArguments( code, start ) {
	const args = [];
	let depth = 0;
	let current = '';
	let literal = null;
	for ( let i = start; i < code.length; i++ ) {
		const char = code[ i ];
		if ( '\'"`'.includes( char ) ) {
			const string = readString( code, i );
			if ( ! string ) {
				return args;
			}
			if ( depth === 0 && current.trim() === '' ) {
				literal = string.value;
			} else {
				literal = null;
			}
			current += 'S';
			i = string.end - 1;
		} else if ( '([{'.includes( char ) ) {
			depth++;
			current += char;
		} else if ( depth > 0 && ')]}'.includes( char ) ) {
			depth--;
			current += char;
		} else if ( depth === 0 && ( char === ',' || char === ')' ) ) {
			args.push( current.trim() === 'S' ? literal : null );
			current = '';
			literal = null;
			if ( char === ')' ) {
				return args;
			}
		} else if ( ! /\s/.test( char ) ) {
			current += char;
		}
	}
	return args;
}

/**
 * The translator comment closest above a call, if any.
 * @param {string} code
 * @param {number} index
 */
function translatorComment( code, index ) {
	const before = code.slice( Math.max( 0, index - 300 ), index );
	const at = before.lastIndexOf( 'translators:' );
	if ( at < 0 ) {
		return undefined;
	}
	const opener = before.slice( 0, at );
	const isBlock = opener.lastIndexOf( '/*' ) > opener.lastIndexOf( '//' );
	const rest = before.slice( at + 'translators:'.length );
	const close = isBlock ? rest.indexOf( '*/' ) : rest.search( /\n|$/ );
	if ( close < 0 ) {
		return undefined;
	}
	// The comment belongs to this call only if no statement or other call sits between.
	const between = rest.slice( close + ( isBlock ? 2 : 0 ) );
	if (
		/[;{}]/.test( between ) ||
		new RegExp( CALL.source ).test( between )
	) {
		return undefined;
	}
	return rest.slice( 0, close ).trim();
}

/**
 * @param {string} code   PHP or TypeScript source.
 * @param {string} domain Text domain to keep.
 * @return {Array<{msgid: string, msgid_plural?: string, msgctxt?: string, comment?: string}>} Entries.
 */
function extractFromCode( code, domain ) {
	const entries = [];
	for ( const match of code.matchAll( CALL ) ) {
		const roles = SIGNATURES[ match[ 1 ] ];
		const args = readArguments( code, match.index + match[ 0 ].length );
		const value = ( role ) => args[ roles.indexOf( role ) ];
		if ( value( 'd' ) !== domain || ! value( 's' ) ) {
			continue;
		}
		const entry = { msgid: value( 's' ) };
		if ( roles.includes( 'p' ) && value( 'p' ) ) {
			entry.msgid_plural = value( 'p' );
		}
		if ( roles.includes( 'c' ) && value( 'c' ) ) {
			entry.msgctxt = value( 'c' );
		}
		const comment = translatorComment( code, match.index );
		if ( comment ) {
			entry.comment = comment;
		}
		entries.push( entry );
	}
	return entries;
}

/**
 * The fields WordPress translates in block.json, with its contexts.
 * @param {Record<string, unknown>} metadata Parsed block.json.
 */
function extractFromBlockJson( metadata ) {
	const entries = [];
	if ( metadata.title ) {
		entries.push( { msgid: metadata.title, msgctxt: 'block title' } );
	}
	if ( metadata.description ) {
		entries.push( {
			msgid: metadata.description,
			msgctxt: 'block description',
		} );
	}
	for ( const keyword of metadata.keywords || [] ) {
		entries.push( { msgid: keyword, msgctxt: 'block keyword' } );
	}
	for ( const style of metadata.styles || [] ) {
		entries.push( { msgid: style.label, msgctxt: 'block style label' } );
	}
	for ( const variation of metadata.variations || [] ) {
		entries.push( {
			msgid: variation.title,
			msgctxt: 'block variation title',
		} );
	}
	return entries;
}

module.exports = { extractFromCode, extractFromBlockJson };
