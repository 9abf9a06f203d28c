import Foundation

/// A point of a view's frame as fractions of its size, like SwiftUI's `UnitPoint`:
/// (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable, Codable {
    /// The horizontal position: 0 at the leading edge, 1 at the trailing edge.
    public var x: Double
    /// The vertical position: 0 at the top, 1 at the bottom.
    public var y: Double

    /// Creates a unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle, like SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, Codable {
    /// The angle in radians.
    public var radians: Double

    /// An angle in radians.
    public init(radians: Double) { self.radians = radians }

    /// An angle in degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }

    /// An angle in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// An angle in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// No turn.
    public static let zero = Angle(radians: 0)
}

/// How a view is drawn moved, scaled or turned without changing its layout (what
/// `scaleEffect`, `rotationEffect` and `rotation3DEffect` record).
@usableFromInline
enum EffectGeometry: Hashable {
    /// The linear part of the effect (`[[a, c], [b, d]]`, x right, y down) about an anchor.
    case linear(a: Double, b: Double, c: Double, d: Double, anchor: UnitPoint)

    /// A scale by `x` horizontally and `y` vertically.
    @usableFromInline
    static func scale(x: Double, y: Double, anchor: UnitPoint) -> EffectGeometry {
        .linear(a: finiteOrZero(x), b: 0, c: 0, d: finiteOrZero(y), anchor: anchor)
    }

    /// A turn by `angle` in the screen's plane (clockwise, y being down).
    @usableFromInline
    static func rotation(_ angle: Angle, anchor: UnitPoint) -> EffectGeometry {
        rotation3D(angle, axis: (0, 0, 1), anchor: anchor)
    }

    /// A turn by `angle` about a 3-D axis, projected orthographically onto the screen: the
    /// upper-left 2 × 2 block of the 3-D rotation matrix (Rodrigues' formula). About the
    /// y axis this is a horizontal scale by cos θ — narrower as it turns, mirrored past 90°.
    @usableFromInline
    static func rotation3D(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint) -> EffectGeometry {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else {
            return .linear(a: 1, b: 0, c: 0, d: 1, anchor: anchor)
        }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (cosine, sine) = (cos(angle.radians), sin(angle.radians))
        let t = 1 - cosine
        return .linear(
            a: cosine + x * x * t, b: y * x * t + z * sine,
            c: x * y * t - z * sine, d: cosine + y * y * t, anchor: anchor)
    }

    private static func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }
}

/// The content drawn through a geometry effect (`scaleEffect`, `rotationEffect`,
/// `rotation3DEffect`); sized and placed as the content.
public struct _GeometryEffectModifier: _LayoutModifier {
    @usableFromInline let effect: EffectGeometry

    @usableFromInline
    init(effect: EffectGeometry) {
        self.effect = effect
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.effect, payload: tree.store(modifier.effect), content: content)
    }
}

extension View {
    /// Draws the view scaled by `scale` about `anchor`; its layout is unchanged. A scale of
    /// 0 draws nothing.
    @inlinable
    public consuming func scaleEffect(_ scale: Double, anchor: UnitPoint = .center)
        -> ModifiedContent<Self, _GeometryEffectModifier>
    {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the view scaled by `x` horizontally and `y` vertically about `anchor`; negative
    /// factors mirror it.
    @inlinable
    public consuming func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center)
        -> ModifiedContent<Self, _GeometryEffectModifier>
    {
        effect(.scale(x: x, y: y, anchor: anchor))
    }

    /// Draws the view turned by `angle` (clockwise) about `anchor`; its layout is unchanged.
    @inlinable
    public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)
        -> ModifiedContent<Self, _GeometryEffectModifier>
    {
        effect(.rotation(angle, anchor: anchor))
    }

    /// Draws the view turned by `angle` about a 3-D axis through `anchor`.
    ///
    /// IntroKit draws in two dimensions, so this is an approximation: the turned view is
    /// projected orthographically onto the screen (no perspective, so `anchorZ` and
    /// `perspective` are accepted and ignored). About the y axis, `(x: 0, y: 1, z: 0)`, the
    /// view is scaled horizontally by |cos θ| — edge-on at 90° — and mirrored past 90°;
    /// about the x axis the same happens vertically; about the z axis it is
    /// ``rotationEffect(_:anchor:)``. SwiftUI's perspective makes the near edge taller than
    /// the far one; here both edges keep their height.
    @inlinable
    public consuming func rotation3DEffect(
        _ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center, anchorZ: Double = 0,
        perspective: Double = 1
    ) -> ModifiedContent<Self, _GeometryEffectModifier> {
        effect(.rotation3D(angle, axis: axis, anchor: anchor))
    }

    @inlinable
    consuming func effect(_ effect: EffectGeometry) -> ModifiedContent<Self, _GeometryEffectModifier> {
        modifier(_GeometryEffectModifier(effect: effect))
    }
}
