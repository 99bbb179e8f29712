<?php
/**
 * A square GD drawing surface for the demo pictures.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo\Pictures;

/**
 * GD fills shapes without anti-aliasing, so every opaque shape is filled as a polygon and
 * then outlined with GD's anti-aliased line in the same colour, which smooths its edge at
 * a fraction of the cost of drawing larger and scaling down. Text is written with a
 * Typeface: along circles with a TrueType font, straight with GD's built-in one.
 *
 * @since 0.1.0
 */
final class Canvas {

	/** Segments per full turn of a band; a circle gets one per few pixels of its edge. */
	private const ARC_STEPS      = 180;
	private const MIN_ARC_STEPS  = 16;
	private const PIXELS_PER_ARC = 3;

	/** Lines up to this wide (pixels) need no round joints. */
	private const HAIRLINE = 3;

	/** GD's alpha of a fully transparent colour (0 is opaque). */
	private const GD_TRANSPARENT = 127;

	/**
	 * The image drawn on.
	 *
	 * @var \GdImage
	 */
	private \GdImage $image;

	/**
	 * The typeface of the text.
	 *
	 * @var Typeface
	 */
	private Typeface $typeface;

	/**
	 * Creates a blank canvas.
	 *
	 * @param int           $size     Side of the picture, in pixels.
	 * @param Typeface|null $typeface Typeface of the text; the installed one by default.
	 */
	public function __construct( private int $size, ?Typeface $typeface = null ) {
		$this->image    = imagecreatetruecolor( $size, $size );
		$this->typeface = $typeface ?? Typeface::installed();
	}

	/**
	 * Side of the picture.
	 *
	 * @since 0.1.0
	 */
	public function size(): int {
		return $this->size;
	}

	/**
	 * Fills the whole canvas with a colour.
	 *
	 * @since 0.1.0
	 *
	 * @param string $hex Colour like '#1a2b3c'.
	 */
	public function fill( string $hex ): void {
		$this->rectangle( 0, 0, $this->size, $this->size, $this->color( $hex ) );
	}

	/**
	 * Fills the whole canvas with a vertical gradient, in bands.
	 *
	 * @since 0.1.0
	 *
	 * @param string $top    Colour at the top.
	 * @param string $bottom Colour at the bottom.
	 * @param int    $bands  Number of bands.
	 */
	public function vertical_gradient( string $top, string $bottom, int $bands ): void {
		$from = sscanf( $top, '#%02x%02x%02x' );
		$to   = sscanf( $bottom, '#%02x%02x%02x' );
		for ( $band = 0; $band < $bands; $band++ ) {
			$share = $band / max( 1, $bands - 1 );
			$rgb   = array_map( static fn( int $start, int $end ): int => (int) round( $start + ( $end - $start ) * $share ), $from, $to );
			$this->rectangle( 0, $this->size * $band / $bands, $this->size, $this->size * ( $band + 1 ) / $bands, imagecolorallocate( $this->image, ...$rgb ) );
		}
	}

	/**
	 * A colour of the canvas.
	 *
	 * @since 0.1.0
	 *
	 * @param string $hex     Colour like '#1a2b3c'.
	 * @param float  $opacity 0 (invisible) to 1 (opaque).
	 */
	public function color( string $hex, float $opacity = 1.0 ): int {
		[ $red, $green, $blue ] = sscanf( $hex, '#%02x%02x%02x' );
		$alpha                  = (int) round( self::GD_TRANSPARENT * ( 1 - max( 0.0, min( 1.0, $opacity ) ) ) );
		return imagecolorallocatealpha( $this->image, $red, $green, $blue, $alpha );
	}

	/**
	 * A grey of the canvas.
	 *
	 * @since 0.1.0
	 *
	 * @param int $level 0 (black) to 255 (white).
	 */
	public function grey( int $level ): int {
		$level = max( 0, min( 255, $level ) );
		return imagecolorallocate( $this->image, $level, $level, $level );
	}

	/**
	 * Fills a rectangle.
	 *
	 * @since 0.1.0
	 *
	 * @param float $left   Left edge.
	 * @param float $top    Top edge.
	 * @param float $right  Right edge.
	 * @param float $bottom Bottom edge.
	 * @param int   $color  Colour from color() or grey().
	 */
	public function rectangle( float $left, float $top, float $right, float $bottom, int $color ): void {
		imagefilledrectangle( $this->image, $this->px( $left ), $this->px( $top ), $this->px( $right ), $this->px( $bottom ), $this->paint( $color ) );
	}

	/**
	 * Fills a rectangle with rounded corners.
	 *
	 * @since 0.1.0
	 *
	 * @param float $left   Left edge.
	 * @param float $top    Top edge.
	 * @param float $right  Right edge.
	 * @param float $bottom Bottom edge.
	 * @param float $radius Corner radius.
	 * @param int   $color  Colour.
	 */
	public function rounded_rectangle( float $left, float $top, float $right, float $bottom, float $radius, int $color ): void {
		$this->rectangle( $left + $radius, $top, $right - $radius, $bottom, $color );
		$this->rectangle( $left, $top + $radius, $right, $bottom - $radius, $color );
		foreach ( array( array( $left, $top ), array( $right, $top ), array( $left, $bottom ), array( $right, $bottom ) ) as [ $x, $y ] ) {
			$this->ellipse( $x + ( $x === $left ? $radius : -$radius ), $y + ( $y === $top ? $radius : -$radius ), $radius, $radius, $color );
		}
	}

	/**
	 * Fills a circle.
	 *
	 * @since 0.1.0
	 *
	 * @param float $x      Centre.
	 * @param float $y      Centre.
	 * @param float $radius Radius.
	 * @param int   $color  Colour.
	 */
	public function circle( float $x, float $y, float $radius, int $color ): void {
		$this->ellipse( $x, $y, $radius, $radius, $color );
	}

	/**
	 * Fills an ellipse.
	 *
	 * @since 0.1.0
	 *
	 * @param float $x        Centre.
	 * @param float $y        Centre.
	 * @param float $radius_x Horizontal radius.
	 * @param float $radius_y Vertical radius.
	 * @param int   $color    Colour.
	 */
	public function ellipse( float $x, float $y, float $radius_x, float $radius_y, int $color ): void {
		$steps  = (int) min( self::ARC_STEPS, max( self::MIN_ARC_STEPS, ceil( 2 * M_PI * max( $radius_x, $radius_y ) / self::PIXELS_PER_ARC ) ) );
		$points = array();
		for ( $step = 0; $step < $steps; $step++ ) {
			$angle    = 2 * M_PI * $step / $steps;
			$points[] = array( $x + $radius_x * cos( $angle ), $y + $radius_y * sin( $angle ) );
		}
		$this->polygon( $points, $color );
	}

	/**
	 * Fills the band between two circles, from one angle to another (degrees, clockwise
	 * from 3 o'clock as on screen).
	 *
	 * @since 0.1.0
	 *
	 * @param float $x     Centre.
	 * @param float $y     Centre.
	 * @param float $outer Outer radius.
	 * @param float $inner Inner radius.
	 * @param float $from  Start angle.
	 * @param float $to    End angle, greater than $from.
	 * @param int   $color Colour.
	 */
	public function arc_band( float $x, float $y, float $outer, float $inner, float $from, float $to, int $color ): void {
		$steps  = max( 2, (int) ceil( self::ARC_STEPS * ( $to - $from ) / 360 ) );
		$points = array();
		for ( $i = 0; $i <= $steps; $i++ ) {
			$points[] = self::on_circle( $x, $y, $outer, $from + ( $to - $from ) * $i / $steps );
		}
		for ( $i = $steps; $i >= 0; $i-- ) {
			$points[] = self::on_circle( $x, $y, $inner, $from + ( $to - $from ) * $i / $steps );
		}
		$this->polygon( $points, $color );
	}

	/**
	 * Fills a ring (two half bands: GD polygons have no holes).
	 *
	 * @since 0.1.0
	 *
	 * @param float $x     Centre.
	 * @param float $y     Centre.
	 * @param float $outer Outer radius.
	 * @param float $inner Inner radius.
	 * @param int   $color Colour.
	 */
	public function ring( float $x, float $y, float $outer, float $inner, int $color ): void {
		$this->arc_band( $x, $y, $outer, $inner, 0, 180, $color );
		$this->arc_band( $x, $y, $outer, $inner, 180, 360, $color );
	}

	/**
	 * Fills a polygon.
	 *
	 * @since 0.1.0
	 *
	 * @param list<array{0:float,1:float}> $points Corners.
	 * @param int                          $color  Colour.
	 */
	public function polygon( array $points, int $color ): void {
		if ( count( $points ) < 3 ) {
			return;
		}
		$flat = array();
		foreach ( $points as [ $x, $y ] ) {
			$flat[] = $this->px( $x );
			$flat[] = $this->px( $y );
		}
		imagefilledpolygon( $this->image, $flat, $this->paint( $color ) );
		if ( ( $color >> 24 ) > 0 ) {
			return; // GD's anti-aliased lines take no transparency.
		}
		imageantialias( $this->image, true );
		imagepolygon( $this->image, $flat, $color );
		imageantialias( $this->image, false );
	}

	/**
	 * Draws a line through several points; lines thicker than a hairline get round ends
	 * and joints.
	 *
	 * @since 0.1.0
	 *
	 * @param list<array{0:float,1:float}> $points Points.
	 * @param float                        $width  Line width.
	 * @param int                          $color  Colour.
	 */
	public function polyline( array $points, float $width, int $color ): void {
		$half  = $width / 2;
		$round = $width > self::HAIRLINE;
		foreach ( $points as $index => [ $x, $y ] ) {
			if ( $round ) {
				$this->circle( $x, $y, $half, $color );
			}
			if ( 0 === $index ) {
				continue;
			}
			[ $from_x, $from_y ] = $points[ $index - 1 ];
			$length              = max( 0.001, hypot( $x - $from_x, $y - $from_y ) );
			$normal_x            = ( $from_y - $y ) / $length * $half;
			$normal_y            = ( $x - $from_x ) / $length * $half;
			$this->polygon(
				array(
					array( $from_x + $normal_x, $from_y + $normal_y ),
					array( $x + $normal_x, $y + $normal_y ),
					array( $x - $normal_x, $y - $normal_y ),
					array( $from_x - $normal_x, $from_y - $normal_y ),
				),
				$color
			);
		}
	}

	/**
	 * Writes a line of text centred on a point (the point is the middle of its capitals).
	 *
	 * @since 0.1.0
	 *
	 * @param string $text       Text.
	 * @param float  $x          Centre.
	 * @param float  $y          Centre.
	 * @param float  $cap_height Height of the capital letters.
	 * @param int    $color      Colour.
	 */
	public function text( string $text, float $x, float $y, float $cap_height, int $color ): void {
		$this->blend_text();
		if ( ! $this->typeface->is_truetype() ) {
			$this->typeface->write_builtin( $this->image, $text, $x, $y, $cap_height, $color );
			return;
		}
		$width = $this->typeface->width( $text, $cap_height );
		$this->typeface->write( $this->image, $text, $x - $width / 2, $y + $cap_height / 2, $cap_height, 0, $color );
	}

	/**
	 * Width of a line of text.
	 *
	 * @since 0.1.0
	 *
	 * @param string $text       Text.
	 * @param float  $cap_height Height of the capital letters.
	 */
	public function text_width( string $text, float $cap_height ): float {
		return $this->typeface->width( $text, $cap_height );
	}

	/**
	 * Writes text along a circle, letters upright towards the outside (top of a circle,
	 * read clockwise) or towards the centre (bottom, read counter-clockwise), centred on an
	 * angle. Without a TrueType font the text is written straight at that point.
	 *
	 * @since 0.1.0
	 *
	 * @param string $text       Text.
	 * @param float  $x          Circle centre.
	 * @param float  $y          Circle centre.
	 * @param float  $radius     Radius of the middle of the letters.
	 * @param float  $angle      Angle of the middle of the text (degrees, screen).
	 * @param float  $cap_height Height of the capital letters.
	 * @param float  $tracking   Extra space between letters.
	 * @param int    $color      Colour.
	 */
	public function text_on_circle( string $text, float $x, float $y, float $radius, float $angle, float $cap_height, float $tracking, int $color ): void {
		if ( ! $this->typeface->is_truetype() ) {
			[ $centre_x, $centre_y ] = self::on_circle( $x, $y, $radius, $angle );
			$this->text( $text, $centre_x, $centre_y, $cap_height, $color );
			return;
		}
		$outward  = sin( deg2rad( $angle ) ) <= 0;
		$baseline = $outward ? $radius - $cap_height / 2 : $radius + $cap_height / 2;
		$letters  = mb_str_split( $text );
		$widths   = array_map( fn( string $letter ): float => $this->typeface->width( $letter, $cap_height ) + $tracking, $letters );
		$sweep    = rad2deg( ( array_sum( $widths ) - $tracking ) / $baseline );
		$current  = $outward ? $angle - $sweep / 2 : $angle + $sweep / 2;
		$this->blend_text();
		foreach ( $letters as $index => $letter ) {
			[ $letter_x, $letter_y ] = self::on_circle( $x, $y, $baseline, $current );
			$rotation                = $outward ? -( $current + 90 ) : 90 - $current;
			$this->typeface->write( $this->image, $letter, $letter_x, $letter_y, $cap_height, $rotation, $color );
			$step     = rad2deg( $widths[ $index ] / $baseline );
			$current += $outward ? $step : -$step;
		}
	}

	/**
	 * The finished picture.
	 *
	 * @since 0.1.0
	 */
	public function picture(): \GdImage {
		return $this->image;
	}

	/**
	 * A point on a circle.
	 *
	 * @since 0.1.0
	 *
	 * @param float $x      Centre.
	 * @param float $y      Centre.
	 * @param float $radius Radius.
	 * @param float $angle  Degrees, clockwise from 3 o'clock as on screen.
	 * @return array{0:float,1:float}
	 */
	public static function on_circle( float $x, float $y, float $radius, float $angle ): array {
		$radians = deg2rad( $angle );
		return array( $x + $radius * cos( $radians ), $y + $radius * sin( $radians ) );
	}

	/**
	 * Blends only translucent colours: GD paints opaque ones faster without blending.
	 *
	 * @param int $color Colour.
	 * @return int The colour.
	 */
	private function paint( int $color ): int {
		imagealphablending( $this->image, ( $color >> 24 ) > 0 );
		return $color;
	}

	/**
	 * Turns blending on for text: its anti-aliased edges blend with what lies below.
	 */
	private function blend_text(): void {
		imagealphablending( $this->image, true );
	}

	/**
	 * A coordinate in whole pixels.
	 *
	 * @param float $value Pixels.
	 */
	private function px( float $value ): int {
		return (int) round( $value );
	}
}
