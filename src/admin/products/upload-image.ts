/**
 * Uploads a photo from the owner's computer to the media library. It goes
 * through core's api-fetch as a FormData POST to /wp/v2/media, so core's
 * media-upload middleware retries the image processing (post-process) when
 * the server fails after storing the file, and deletes the attachment and
 * rejects with code post_process when every retry fails.
 */
import apiFetch from '@wordpress/api-fetch';

import type { ProductImage } from './types';

type Media = {
	id: number;
	source_url: string;
	alt_text: string;
	media_details?: { sizes?: Record< string, { source_url: string } > };
};

export async function uploadImage( file: File ): Promise< ProductImage > {
	const body = new FormData();
	body.append( 'file', file, file.name );
	const media = await apiFetch< Media >( {
		path: '/wp/v2/media',
		method: 'POST',
		body,
	} );
	const sizes = media.media_details?.sizes ?? {};
	return {
		id: media.id,
		src: media.source_url,
		thumbnail:
			( sizes.medium ?? sizes.thumbnail )?.source_url ?? media.source_url,
		alt: media.alt_text,
	};
}
