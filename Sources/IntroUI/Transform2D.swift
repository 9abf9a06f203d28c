import Foundation

/// A 2-D affine transform in canvas coordinates (points, y down), as Cairo and SVG write it:
/// a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct Transform2D: Hashable, Sendable, Codable {
    /// How much x contributes to the new x.
    public var a: Double
    /// How much x contributes to the new y.
    public var b: Double
    /// How much y contributes to the new x.
    public var c: Double
    /// How much y contributes to the new y.
    public var d: Double
    /// The horizontal move, in points.
    public var tx: Double
    /// The vertical move, in points.
    public var ty: Double

    /// Creates a transform from its six coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The linear part `[[a, c], [b, d]]` applied about `anchor`, which stays where it is.
    public static func linear(a: Double, b: Double, c: Double, d: Double, about anchor: Point) -> Transform2D {
        Transform2D(
            a: a, b: b, c: c, d: d,
            tx: anchor.x - a * anchor.x - c * anchor.y,
            ty: anchor.y - b * anchor.x - d * anchor.y)
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// The factor areas are multiplied by (negative when the transform mirrors).
    public var determinant: Double { a * d - b * c }

    /// Whether the transform squashes everything onto a line or a point (or is not finite):
    /// nothing drawn through it can be seen, and Cairo refuses such a matrix.
    public var isDegenerate: Bool {
        let values = [a, b, c, d, tx, ty]
        return !values.allSatisfy(\.isFinite) || abs(determinant) < 1e-9
    }

    /// Where `point` goes.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest upright rectangle holding `rect` once transformed.
    public func boundingBox(of rect: Rect) -> Rect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map(apply(to:))
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: other.a * a + other.c * b, b: other.b * a + other.d * b,
            c: other.a * c + other.c * d, d: other.b * c + other.d * d,
            tx: other.a * tx + other.c * ty + other.tx, ty: other.b * tx + other.d * ty + other.ty)
    }
}
