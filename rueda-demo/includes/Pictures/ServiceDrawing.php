<?php
/**
 * Draws the picture of a demo workshop service: an icon and the service's name.
 *
 * @package RuedaDemo
 */

declare( strict_types=1 );

namespace RuedaDemo\Pictures;

/**
 * A flat icon in white and yellow on the shop's blue, the service's name below it. Icons
 * are drawn with an IconPen: their coordinates are icon units (-1 to 1 both ways).
 *
 * @since 0.1.0
 */
final class ServiceDrawing {

	private const BACKGROUND = '#17365d';
	private const HALO       = '#1f4877';
	private const ICON       = '#ffffff';
	private const ACCENT     = '#ffc83d';
	private const MUTED      = '#b9c8db';

	/** Icon by service SKU; others get the wrench. */
	private const ICONS = array(
		'SRV-MONTAJE'     => 'mounting',
		'SRV-EQUILIBRADO' => 'balancing',
		'SRV-ACEITE'      => 'oil_can',
		'SRV-PREITV'      => 'checklist',
		'SRV-ALINEACION'  => 'alignment',
	);

	/** Layout, as shares of the picture: icon centre and half size, halo, name. */
	private const ICON_Y      = 0.41;
	private const ICON_HALF   = 0.24;
	private const HALO_RADIUS = 0.33;
	private const NAME_Y      = 0.85;
	private const NAME_HEIGHT = 0.045;
	private const NAME_WIDTH  = 0.86;
	private const LINE_HEIGHT = 1.8;

	/** Gap around a shape drawn over another one (icon units). */
	private const OUTLINE = 0.06;

	/** Spanner, as shares of its handle width: head radius, jaw opening and depth. */
	private const SPANNER_HEAD      = 1.6;
	private const SPANNER_JAW_WIDTH = 1.05;
	private const SPANNER_JAW_DEPTH = 2;

	/** Drop of oil: the point above its round part (shares of its radius). */
	private const DROP_TIP = array( array( -0.97, -0.25 ), array( 0, -2.2 ), array( 0.97, -0.25 ) );

	/** Degrees between the points of a balance pan's curve. */
	private const BOWL_STEP = 10;

	/**
	 * Tyre icon, as shares of its radius: inside of the ring, rim, hub; the slanted tread
	 * cuts (how many, where, slant in degrees, width), left out on small tyres.
	 */
	private const TYRE_INNER       = 0.62;
	private const RIM_SHARE        = 0.45;
	private const HUB_SHARE        = 0.14;
	private const TREAD_CUTS       = 16;
	private const TREAD_FROM       = 0.71;
	private const TREAD_TO         = 0.91;
	private const TREAD_SLANT      = 9;
	private const TREAD_CUT_WIDTH  = 0.075;
	private const TREAD_MIN_RADIUS = 0.5;

	/**
	 * Creates the drawing of a service.
	 *
	 * @param array<string,mixed> $service Catalogue data: sku, name.
	 */
	public function __construct( private array $service ) {}

	/**
	 * Draws the picture.
	 *
	 * @since 0.1.0
	 *
	 * @param Canvas $canvas Canvas.
	 */
	public function draw( Canvas $canvas ): void {
		$size = $canvas->size();
		$canvas->fill( self::BACKGROUND );
		$canvas->circle( $size / 2, $size * self::ICON_Y, $size * self::HALO_RADIUS, $canvas->color( self::HALO ) );
		$icon = self::ICONS[ $this->service['sku'] ?? '' ] ?? 'wrench';
		$this->$icon( new IconPen( $canvas, $size / 2, $size * self::ICON_Y, $size * self::ICON_HALF ) );
		$this->name( $canvas );
	}

	/**
	 * The service's name, on one or two lines.
	 *
	 * @param Canvas $canvas Canvas.
	 */
	private function name( Canvas $canvas ): void {
		$size   = $canvas->size();
		$height = $size * self::NAME_HEIGHT;
		$lines  = array( '' );
		foreach ( explode( ' ', (string) $this->service['name'] ) as $word ) {
			$line = trim( end( $lines ) . ' ' . $word );
			if ( '' !== end( $lines ) && $canvas->text_width( $line, $height ) > $size * self::NAME_WIDTH ) {
				$lines[] = $word;
			} else {
				$lines[ count( $lines ) - 1 ] = $line;
			}
		}
		$first = $size * self::NAME_Y - ( count( $lines ) - 1 ) * $height * self::LINE_HEIGHT / 2;
		foreach ( $lines as $index => $line ) {
			$canvas->text( $line, $size / 2, $first + $index * $height * self::LINE_HEIGHT, $height, $canvas->color( self::ICON ) );
		}
	}

	/**
	 * Tyre fitting: a wheel with a wrench across it.
	 *
	 * @param IconPen $pen Pen.
	 */
	private function mounting( IconPen $pen ): void {
		$this->tyre( $pen, 0, 0, 0.95 );
		$this->spanner( $pen, array( 0.5, -0.5 ), array( -0.78, 0.78 ), 0.17 );
	}

	/**
	 * Wheel balancing: a balance with a wheel on one pan and a weight on the other.
	 *
	 * @param IconPen $pen Pen.
	 */
	private function balancing( IconPen $pen ): void {
		$white = $pen->color( self::ICON );
		$pen->rounded( -0.05, -0.62, 0.05, 0.78, 0.03, $white );
		$pen->rounded( -0.42, 0.74, 0.42, 0.86, 0.05, $white );
		$pen->line( array( array( -0.8, -0.5 ), array( 0.8, -0.5 ) ), 0.07, $white );
		$pen->disc( 0, -0.66, 0.1, $white );
		foreach ( array( -0.66, 0.66 ) as $x ) {
			$pen->line( array( array( $x - 0.3, 0.2 ), array( $x, -0.5 ), array( $x + 0.3, 0.2 ) ), 0.035, $white );
			$pen->shape( $this->bowl( $x, 0.2, 0.34, 0.14 ), $white );
		}
		$this->tyre( $pen, -0.66, 0.0, 0.2 );
		$pen->rounded( 0.5, -0.06, 0.82, 0.2, 0.04, $pen->color( self::ACCENT ) );
	}

	/**
	 * Oil change: an oil can pouring a drop.
	 *
	 * @param IconPen $pen Pen.
	 */
	private function oil_can( IconPen $pen ): void {
		$white = $pen->color( self::ICON );
		$pen->band( 0.55, 0.18, 0.32, 0.19, $white, -90, 90 );
		$pen->shape( array( array( -0.3, -0.02 ), array( -0.3, 0.2 ), array( -0.96, -0.46 ), array( -0.9, -0.54 ) ), $white );
		$pen->rounded( -0.38, -0.12, 0.6, 0.62, 0.08, $white );
		$pen->shape( array( array( -0.38, -0.08 ), array( -0.16, -0.32 ), array( 0.38, -0.32 ), array( 0.6, -0.08 ) ), $white );
		$pen->rounded( 0.0, -0.46, 0.22, -0.3, 0.04, $white );
		$pen->rounded( -0.2, 0.1, 0.42, 0.36, 0.04, $pen->color( self::ACCENT ) );
		$this->drop( $pen, -0.93, -0.04, 0.12 );
	}

	/**
	 * Pre-inspection: a clipboard with ticked rows.
	 *
	 * @param IconPen $pen Pen.
	 */
	private function checklist( IconPen $pen ): void {
		$pen->rounded( -0.6, -0.8, 0.6, 0.9, 0.08, $pen->color( self::ICON ) );
		$pen->rounded( -0.25, -0.94, 0.25, -0.68, 0.07, $pen->color( self::ACCENT ) );
		foreach ( array( -0.36, 0.06, 0.48 ) as $y ) {
			$pen->line( array( array( -0.4, $y ), array( -0.28, $y + 0.12 ), array( -0.06, $y - 0.14 ) ), 0.09, $pen->color( self::BACKGROUND ) );
			$pen->rounded( 0.06, $y - 0.04, 0.42, $y + 0.05, 0.04, $pen->color( self::MUTED ) );
		}
	}

	/**
	 * Alignment: an axle seen from above, wheels on laser lines.
	 *
	 * @param IconPen $pen Pen.
	 */
	private function alignment( IconPen $pen ): void {
		$white  = $pen->color( self::ICON );
		$accent = $pen->color( self::ACCENT );
		foreach ( array( -0.7, 0.7 ) as $x ) {
			for ( $y = -0.98; $y < 0.95; $y += 0.2 ) {
				$pen->line( array( array( $x, $y ), array( $x, $y + 0.1 ) ), 0.045, $accent );
			}
			$pen->rounded( $x - 0.17, -0.5, $x + 0.17, 0.5, 0.1, $white );
			for ( $y = -0.36; $y <= 0.37; $y += 0.18 ) {
				$pen->line( array( array( $x - 0.1, $y ), array( $x + 0.1, $y ) ), 0.04, $pen->color( self::MUTED ) );
			}
		}
		$pen->rounded( -0.53, -0.05, 0.53, 0.05, 0.03, $white );
		$pen->disc( 0, 0, 0.13, $white );
		$pen->line( array( array( -0.4, 0.72 ), array( 0.4, 0.72 ) ), 0.05, $accent );
		foreach ( array( -1, 1 ) as $side ) {
			$pen->shape( array( array( 0.52 * $side, 0.72 ), array( 0.36 * $side, 0.62 ), array( 0.36 * $side, 0.82 ) ), $accent );
		}
	}

	/**
	 * Any other service: a wrench.
	 *
	 * @param IconPen $pen Pen.
	 */
	private function wrench( IconPen $pen ): void {
		$this->spanner( $pen, array( 0.55, -0.55 ), array( -0.7, 0.7 ), 0.2 );
	}

	/**
	 * A tyre seen from the side: a ring with slanted tread cuts, the rim and the hub.
	 *
	 * @param IconPen $pen    Pen.
	 * @param float   $x      Centre.
	 * @param float   $y      Centre.
	 * @param float   $radius Radius.
	 */
	private function tyre( IconPen $pen, float $x, float $y, float $radius ): void {
		$halo = $pen->color( self::HALO );
		$pen->band( $x, $y, $radius, $radius * self::TYRE_INNER, $pen->color( self::ICON ) );
		if ( $radius >= self::TREAD_MIN_RADIUS ) {
			for ( $cut = 0; $cut < self::TREAD_CUTS; $cut++ ) {
				$angle = 360 * $cut / self::TREAD_CUTS;
				$pen->line(
					array( Canvas::on_circle( $x, $y, $radius * self::TREAD_FROM, $angle ), Canvas::on_circle( $x, $y, $radius * self::TREAD_TO, $angle + self::TREAD_SLANT ) ),
					$radius * self::TREAD_CUT_WIDTH,
					$halo
				);
			}
		}
		$pen->disc( $x, $y, $radius * self::RIM_SHARE, $pen->color( self::MUTED ) );
		$pen->disc( $x, $y, $radius * self::HUB_SHARE, $halo );
	}

	/**
	 * An open-ended spanner from its head to its handle's end, with a gap around it.
	 *
	 * @param IconPen                $pen    Pen.
	 * @param array{0:float,1:float} $head   Centre of the head.
	 * @param array{0:float,1:float} $end    End of the handle.
	 * @param float                  $width  Handle width.
	 */
	private function spanner( IconPen $pen, array $head, array $end, float $width ): void {
		$length = hypot( $end[0] - $head[0], $end[1] - $head[1] );
		$away   = array( ( $head[0] - $end[0] ) / $length, ( $head[1] - $end[1] ) / $length );
		$jaw    = array( $head[0] + $away[0] * $width * self::SPANNER_JAW_DEPTH, $head[1] + $away[1] * $width * self::SPANNER_JAW_DEPTH );
		foreach ( array( array( self::OUTLINE, self::HALO ), array( 0, self::ACCENT ) ) as [ $grow, $color ] ) {
			$pen->line( array( $head, $end ), $width + 2 * $grow, $pen->color( $color ) );
			$pen->disc( $head[0], $head[1], $width * self::SPANNER_HEAD + $grow, $pen->color( $color ) );
		}
		$pen->line( array( $head, $jaw ), $width * self::SPANNER_JAW_WIDTH, $pen->color( self::HALO ) );
	}

	/**
	 * A drop of oil.
	 *
	 * @param IconPen $pen    Pen.
	 * @param float   $x      Centre of its round part.
	 * @param float   $y      Centre.
	 * @param float   $radius Radius.
	 */
	private function drop( IconPen $pen, float $x, float $y, float $radius ): void {
		$accent = $pen->color( self::ACCENT );
		$pen->disc( $x, $y, $radius, $accent );
		$pen->shape( array_map( static fn( array $point ): array => array( $x + $point[0] * $radius, $y + $point[1] * $radius ), self::DROP_TIP ), $accent );
	}

	/**
	 * The outline of a balance pan: the lower half of an ellipse.
	 *
	 * @param float $x     Centre of the rim.
	 * @param float $y     Rim height.
	 * @param float $half  Half width.
	 * @param float $depth Depth.
	 * @return list<array{0:float,1:float}>
	 */
	private function bowl( float $x, float $y, float $half, float $depth ): array {
		$points = array();
		for ( $angle = 0; $angle <= 180; $angle += self::BOWL_STEP ) {
			$points[] = array( $x + $half * cos( deg2rad( $angle ) ), $y + $depth * sin( deg2rad( $angle ) ) );
		}
		return $points;
	}
}
