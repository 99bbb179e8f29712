<?php
/**
 * The typeface of the demo pictures' lettering.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo\Pictures;

/**
 * A bold TrueType font found on the machine, sized by the height of its capitals; or, when
 * there is none (or GD lacks FreeType), GD's built-in font, which only writes straight.
 *
 * @since 0.1.0
 */
final class Typeface {

	/** Bold sans-serif fonts tried in order (Debian, Fedora and Arch paths). */
	public const FONT_PATHS = array(
		'/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
		'/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
		'/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf',
		'/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf',
		'/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
		'/usr/share/fonts/truetype/lato/Lato-Bold.ttf',
	);

	/** GD's largest built-in font. */
	private const BUILTIN_FONT = 5;

	/** GD's alpha of a fully transparent colour. */
	private const GD_TRANSPARENT = 127;

	/** Glyph whose height measures the capitals, and the size it is measured at. */
	private const CAP_GLYPH        = 'H';
	private const REFERENCE_POINTS = 100;

	/**
	 * Capital height per point of the TrueType font, measured on first use.
	 *
	 * @var float|null
	 */
	private ?float $cap_per_point = null;

	/**
	 * Creates a typeface.
	 *
	 * @param string $path TrueType font file; '' for GD's built-in font.
	 */
	public function __construct( private string $path ) {}

	/**
	 * The first font of FONT_PATHS installed here, else the built-in one.
	 *
	 * @since 0.1.0
	 */
	public static function installed(): self {
		static $found = null;
		if ( null === $found ) {
			$found = '';
			foreach ( function_exists( 'imagettftext' ) ? self::FONT_PATHS : array() as $path ) {
				if ( is_readable( $path ) ) {
					$found = $path;
					break;
				}
			}
		}
		return new self( $found );
	}

	/**
	 * Whether it is a TrueType font (which also writes at an angle).
	 *
	 * @since 0.1.0
	 */
	public function is_truetype(): bool {
		return '' !== $this->path;
	}

	/**
	 * Width of a line of text.
	 *
	 * @since 0.1.0
	 *
	 * @param string $text       Text.
	 * @param float  $cap_height Height of the capitals.
	 */
	public function width( string $text, float $cap_height ): float {
		if ( ! $this->is_truetype() ) {
			return strlen( self::ascii( $text ) ) * imagefontwidth( self::BUILTIN_FONT ) * $cap_height / imagefontheight( self::BUILTIN_FONT );
		}
		$box = imagettfbbox( $this->points( $cap_height ), 0, $this->path, $text );
		return (float) ( $box[2] - $box[0] );
	}

	/**
	 * Writes with the TrueType font from the start of the baseline.
	 *
	 * @since 0.1.0
	 *
	 * @param \GdImage $image      Image.
	 * @param string   $text       Text.
	 * @param float    $x          Start of the baseline.
	 * @param float    $y          Start of the baseline.
	 * @param float    $cap_height Height of the capitals.
	 * @param float    $angle      Rotation (degrees, counter-clockwise).
	 * @param int      $color      Colour.
	 */
	public function write( \GdImage $image, string $text, float $x, float $y, float $cap_height, float $angle, int $color ): void {
		imagettftext( $image, $this->points( $cap_height ), $angle, (int) round( $x ), (int) round( $y ), $color, $this->path, $text );
	}

	/**
	 * Writes straight with the built-in font, scaled up to the capital height and centred
	 * on a point (accents dropped: the font is ASCII).
	 *
	 * @since 0.1.0
	 *
	 * @param \GdImage $image      Image.
	 * @param string   $text       Text.
	 * @param float    $x          Centre.
	 * @param float    $y          Centre.
	 * @param float    $cap_height Height of the letters.
	 * @param int      $color      Colour.
	 */
	public function write_builtin( \GdImage $image, string $text, float $x, float $y, float $cap_height, int $color ): void {
		$ascii = self::ascii( $text );
		$width = max( 1, strlen( $ascii ) * imagefontwidth( self::BUILTIN_FONT ) );
		$high  = imagefontheight( self::BUILTIN_FONT );
		$small = imagecreatetruecolor( $width, $high );
		imagealphablending( $small, false );
		imagefilledrectangle( $small, 0, 0, $width, $high, imagecolorallocatealpha( $small, 0, 0, 0, self::GD_TRANSPARENT ) );
		imagestring( $small, self::BUILTIN_FONT, 0, 0, $ascii, $color );
		$scale = $cap_height / $high;
		imagecopyresampled( $image, $small, (int) round( $x - $width * $scale / 2 ), (int) round( $y - $high * $scale / 2 ), 0, 0, (int) ( $width * $scale ), (int) ( $high * $scale ), $width, $high );
	}

	/**
	 * The font size, in points, whose capitals are this high.
	 *
	 * @param float $cap_height Pixels.
	 */
	private function points( float $cap_height ): float {
		if ( null === $this->cap_per_point ) {
			$box                 = imagettfbbox( self::REFERENCE_POINTS, 0, $this->path, self::CAP_GLYPH );
			$this->cap_per_point = ( $box[1] - $box[7] ) / self::REFERENCE_POINTS;
		}
		return $cap_height / $this->cap_per_point;
	}

	/**
	 * Text the built-in font can write.
	 *
	 * @param string $text Text.
	 */
	private static function ascii( string $text ): string {
		return (string) preg_replace( '/[^\x20-\x7e]/', '?', remove_accents( $text ) );
	}
}
