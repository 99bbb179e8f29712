/**
 * Test doubles for the network layer only: jsdom has neither `fetch` nor
 * `Response`, so tests install these; api-fetch itself runs for real.
 */

type FakeResponseInit = {
	status?: number;
	statusText?: string;
	headers?: Record< string, string >;
};

export class FakeResponse implements Response {
	readonly body = null;
	readonly bodyUsed = false;
	readonly headers: Headers;
	readonly ok: boolean;
	readonly redirected = false;
	readonly status: number;
	readonly statusText: string;
	readonly type = 'basic';
	readonly url = '';
	private readonly content: string;

	constructor( content?: string | null, init: FakeResponseInit = {} ) {
		this.content = content ?? '';
		this.status = init.status ?? 200;
		this.statusText = init.statusText ?? '';
		this.ok = this.status >= 200 && this.status < 300;
		this.headers = new Headers( init.headers );
	}

	text(): Promise< string > {
		return Promise.resolve( this.content );
	}

	json(): Promise< unknown > {
		return this.text().then( ( text ) => JSON.parse( text ) );
	}

	clone(): FakeResponse {
		return new FakeResponse( this.content, {
			status: this.status,
			statusText: this.statusText,
			headers: Object.fromEntries( this.headers.entries() ),
		} );
	}

	arrayBuffer(): Promise< ArrayBuffer > {
		return Promise.reject( new Error( 'Not implemented in tests' ) );
	}

	blob(): Promise< Blob > {
		return Promise.reject( new Error( 'Not implemented in tests' ) );
	}

	bytes(): Promise< Uint8Array< ArrayBuffer > > {
		return Promise.reject( new Error( 'Not implemented in tests' ) );
	}

	formData(): Promise< FormData > {
		return Promise.reject( new Error( 'Not implemented in tests' ) );
	}
}

export function jsonResponse(
	body: unknown,
	init: FakeResponseInit = {}
): FakeResponse {
	return new FakeResponse( JSON.stringify( body ), {
		...init,
		headers: { 'Content-Type': 'application/json', ...init.headers },
	} );
}

/** What a test sees of one request. */
export type SentRequest = {
	url: string;
	method: string;
	headers: Headers;
	body: unknown;
};

type Handler = ( request: SentRequest ) => Response | Promise< Response >;

function abortError(): DOMException {
	return new DOMException( 'The operation was aborted.', 'AbortError' );
}

function readRequest(
	input: Parameters< typeof fetch >[ 0 ],
	init: RequestInit = {}
): SentRequest {
	let url = '';
	if ( typeof input === 'string' ) {
		url = input;
	} else if ( input instanceof URL ) {
		url = input.href;
	}
	return {
		url,
		method: init.method ?? 'GET',
		headers: new Headers( init.headers ),
		body: typeof init.body === 'string' ? JSON.parse( init.body ) : null,
	};
}

/**
 * Replaces `window.fetch` (and provides `window.Response`, used by api-fetch's
 * preloading middleware). Requests honour their AbortSignal like a browser.
 *
 * @param handler Answers each request.
 */
export function mockFetch( handler: Handler ) {
	const requests: SentRequest[] = [];
	const fetchMock = jest.fn(
		( input: Parameters< typeof fetch >[ 0 ], init?: RequestInit ) => {
			const request = readRequest( input, init );
			requests.push( request );
			const signal = init?.signal;
			return new Promise< Response >( ( resolve, reject ) => {
				if ( signal?.aborted ) {
					reject( abortError() );
					return;
				}
				signal?.addEventListener( 'abort', () =>
					reject( abortError() )
				);
				Promise.resolve( handler( request ) ).then( resolve, reject );
			} );
		}
	);
	Object.defineProperty( window, 'fetch', {
		value: fetchMock,
		configurable: true,
		writable: true,
	} );
	Object.defineProperty( window, 'Response', {
		value: FakeResponse,
		configurable: true,
		writable: true,
	} );
	return { fetchMock, requests };
}

/** A promise that the test resolves by hand, to hold a response back. */
export function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	const promise = new Promise< T >( ( done ) => {
		resolve = done;
	} );
	return { promise, resolve };
}
