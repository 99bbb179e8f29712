<?php
/**
 * Where the shop's certificate is kept.
 *
 * @package Rueda
 */

declare( strict_types=1 );

namespace Rueda\Domain\Invoices\Verifactu\Submission;

use Rueda\Domain\ShopException;

/**
 * Keeps the uploaded PKCS#12 file as it came (it is encrypted with its password) in a
 * private folder, and its password encrypted (libsodium's secretbox, with a key derived
 * from wp_salt( 'auth' ) and this use's label) in the option `rueda_verifactu_certificate`,
 * not autoloaded, with what the owner may see: holder, NIF, expiry. The folder is outside
 * the web root when possible: RUEDA_CERTIFICATE_DIR if defined, else `rueda-private` beside
 * WordPress's folder when that is not itself the web root; else a folder of uploads with
 * a random name, an .htaccess that denies every request and an empty index.php. The
 * filter `rueda_verifactu_certificate_dir` may name another. New salts make the password
 * unreadable: the owner uploads the certificate again.
 *
 * @since 0.7.0
 */
final class CertificateStore {

	public const OPTION = 'rueda_verifactu_certificate';

	/** The label the password's key is derived with. */
	private const KEY_LABEL = 'rueda-verifactu-certificate-password';

	/**
	 * Checks and stores an upload, replacing the certificate stored before.
	 *
	 * @since 0.7.0
	 *
	 * @param string $data     The file's bytes.
	 * @param string $password Its password.
	 * @param int    $now      The time now.
	 * @return array{holder:string,nif:string,expires:int,uploaded_at:int}
	 * @throws ShopException 400 rueda_certificate_* when refused; 500 rueda_certificate_not_stored.
	 */
	public static function store( string $data, string $password, int $now ): array {
		$certificate = SigningCertificate::open( $data, $password, $now );
		$previous    = self::saved();
		$folder      = self::folder( $previous ? dirname( $previous['path'] ) : '' );
		$path        = '' === $folder ? '' : $folder . '/certificate-' . wp_generate_password( 16, false ) . '.p12';
		// phpcs:ignore WordPress.WP.AlternativeFunctions -- a private file, written with its mode set before anyone may read it.
		if ( '' === $path || false === file_put_contents( $path, '' ) || ! chmod( $path, 0600 ) || false === file_put_contents( $path, $data ) ) {
			throw new ShopException( 'rueda_certificate_not_stored', __( 'The certificate could not be saved on the server: check that WordPress may write to its folders.', 'rueda' ), 500 );
		}
		$nonce  = random_bytes( SODIUM_CRYPTO_SECRETBOX_NONCEBYTES );
		$public = array(
			'holder'      => $certificate->holder,
			'nif'         => $certificate->nif,
			'expires'     => $certificate->expires,
			'uploaded_at' => $now,
		);
		update_option(
			self::OPTION,
			$public + array(
				'path'     => $path,
				// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- binary ciphertext kept as text.
				'password' => base64_encode( $nonce . sodium_crypto_secretbox( $password, $nonce, self::key() ) ),
			),
			false
		);
		if ( $previous && $previous['path'] !== $path && is_file( $previous['path'] ) ) {
			wp_delete_file( $previous['path'] );
		}
		return $public;
	}

	/**
	 * What the owner may see of the certificate stored; null when none.
	 *
	 * @since 0.7.0
	 *
	 * @return array{holder:string,nif:string,expires:int,uploaded_at:int}|null
	 */
	public static function info(): ?array {
		$saved = self::saved();
		return $saved ? array_intersect_key( $saved, array_flip( array( 'holder', 'nif', 'expires', 'uploaded_at' ) ) ) : null;
	}

	/**
	 * The certificate stored, opened.
	 *
	 * @since 0.7.0
	 *
	 * @param int $now The time now.
	 * @throws ShopException 400 rueda_certificate_missing when there is none (or its file
	 *                       or password can no longer be read), or when it expired.
	 */
	public static function load( int $now ): SigningCertificate {
		$saved    = self::saved();
		$data     = $saved && is_readable( $saved['path'] ) ? (string) file_get_contents( $saved['path'] ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local private file.
		$password = $saved ? self::password( $saved['password'] ) : null;
		if ( '' === $data || null === $password ) {
			throw new ShopException( 'rueda_certificate_missing', __( 'There is no electronic certificate to send the invoice records to the AEAT with: upload it in Rueda → Settings → VERI*FACTU.', 'rueda' ), 400 );
		}
		return SigningCertificate::open( $data, $password, $now );
	}

	/**
	 * Removes the certificate stored.
	 *
	 * @since 0.7.0
	 */
	public static function delete(): void {
		$saved = self::saved();
		if ( $saved && is_file( $saved['path'] ) ) {
			wp_delete_file( $saved['path'] );
		}
		delete_option( self::OPTION );
	}

	/**
	 * The option as stored, when whole.
	 *
	 * @return array{holder:string,nif:string,expires:int,uploaded_at:int,path:string,password:string}|null
	 */
	private static function saved(): ?array {
		$saved = get_option( self::OPTION );
		if ( ! is_array( $saved ) || ! isset( $saved['path'], $saved['password'] ) ) {
			return null;
		}
		return array(
			'holder'      => (string) ( $saved['holder'] ?? '' ),
			'nif'         => (string) ( $saved['nif'] ?? '' ),
			'expires'     => (int) ( $saved['expires'] ?? 0 ),
			'uploaded_at' => (int) ( $saved['uploaded_at'] ?? 0 ),
			'path'        => (string) $saved['path'],
			'password'    => (string) $saved['password'],
		);
	}

	/**
	 * The password, decrypted; null when it cannot be (the salts changed).
	 *
	 * @param string $stored Nonce and ciphertext, base64.
	 */
	private static function password( string $stored ): ?string {
		$bytes = base64_decode( $stored, true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- binary ciphertext kept as text.
		if ( false === $bytes || strlen( $bytes ) <= SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ) {
			return null;
		}
		$plain = sodium_crypto_secretbox_open( substr( $bytes, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), substr( $bytes, 0, SODIUM_CRYPTO_SECRETBOX_NONCEBYTES ), self::key() );
		return false === $plain ? null : $plain;
	}

	/**
	 * The password's key: this use's label, keyed with the site's auth salt.
	 */
	private static function key(): string {
		return hash_hmac( 'sha256', self::KEY_LABEL, wp_salt( 'auth' ), true );
	}

	/**
	 * The private folder, made if needed; '' when none can be.
	 *
	 * @param string $previous The folder of the certificate stored before, if any.
	 */
	private static function folder( string $previous ): string {
		$folder = defined( 'RUEDA_CERTIFICATE_DIR' ) ? (string) constant( 'RUEDA_CERTIFICATE_DIR' ) : self::outside_web_root();
		if ( '' === $folder ) {
			$folder = '' !== $previous && str_contains( basename( $previous ), 'rueda-private-' ) ? $previous : self::in_uploads();
		}
		/**
		 * Filters the folder the shop's electronic certificate is kept in.
		 *
		 * @since 0.7.0
		 *
		 * @param string $folder A folder outside the web root when one could be found, else
		 *                       one of uploads closed to the web (a random name, an
		 *                       .htaccess denying all, an index.php).
		 */
		$folder = untrailingslashit( (string) apply_filters( 'rueda_verifactu_certificate_dir', $folder ) );
		if ( '' === $folder || ( ! is_dir( $folder ) && ! wp_mkdir_p( $folder ) ) ) {
			return '';
		}
		self::close( $folder );
		return $folder;
	}

	/**
	 * `rueda-private` beside WordPress's folder, when that folder is not the web root (a
	 * WordPress in a subfolder has the site's index.php and the web root there).
	 */
	private static function outside_web_root(): string {
		$parent = dirname( untrailingslashit( ABSPATH ) );
		$root   = isset( $_SERVER['DOCUMENT_ROOT'] ) ? untrailingslashit( (string) realpath( sanitize_text_field( wp_unslash( $_SERVER['DOCUMENT_ROOT'] ) ) ) ) : '';
		if ( '' === $parent || ! wp_is_writable( $parent ) || file_exists( $parent . '/index.php' ) ) {
			return '';
		}
		$real = (string) realpath( $parent );
		if ( '' !== $root && ( $real === $root || str_starts_with( $real . '/', $root . '/' ) ) ) {
			return '';
		}
		return $parent . '/rueda-private';
	}

	/**
	 * A new folder of uploads with a name nobody can guess.
	 */
	private static function in_uploads(): string {
		$uploads = wp_upload_dir( null, false );
		return empty( $uploads['basedir'] ) ? '' : untrailingslashit( (string) $uploads['basedir'] ) . '/rueda-private-' . strtolower( wp_generate_password( 24, false ) );
	}

	/**
	 * Closes a folder to the web, in case it is served: an .htaccess that denies every
	 * request (Apache 2.2 and 2.4) and an empty index.php against listings.
	 *
	 * @param string $folder Folder.
	 */
	private static function close( string $folder ): void {
		// phpcs:disable WordPress.WP.AlternativeFunctions -- two small files of a private folder.
		if ( ! file_exists( $folder . '/.htaccess' ) ) {
			file_put_contents( $folder . '/.htaccess', "<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tOrder allow,deny\n\tDeny from all\n</IfModule>\n" );
		}
		if ( ! file_exists( $folder . '/index.php' ) ) {
			file_put_contents( $folder . '/index.php', "<?php\n// Silence is golden.\n" );
		}
		// phpcs:enable
	}
}
