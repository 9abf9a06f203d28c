import Foundation

/// An affine transform of the plane, like Core Graphics' `CGAffineTransform` (which Foundation
/// on Linux lacks): a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct CGAffineTransform: Hashable, Sendable, Codable {
    /// How much x contributes to the new x.
    public var a: CGFloat
    /// How much x contributes to the new y.
    public var b: CGFloat
    /// How much y contributes to the new x.
    public var c: CGFloat
    /// How much y contributes to the new y.
    public var d: CGFloat
    /// The horizontal move.
    public var tx: CGFloat
    /// The vertical move.
    public var ty: CGFloat

    /// A transform from its six coefficients.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A turn about the origin by `angle` radians (clockwise on screen, y being down).
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// Whether it changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(transform2D.concatenating(other.transform2D))
    }

    /// A move, then `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale, then `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A turn, then `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one (`self` when it cannot be undone).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// The transform as the display list's.
    var transform2D: Transform2D { Transform2D(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }

    init(_ transform: Transform2D) {
        self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
    }

    /// The same transform written for coordinates whose origin is `origin` (what a built-in
    /// outline's ``ShapeKind/transformed(_:_:anchor:)`` with anchor `.zero` takes).
    func about(_ origin: Point) -> Transform2D {
        Transform2D(
            a: a, b: b, c: c, d: d, tx: a * origin.x + c * origin.y + tx - origin.x,
            ty: b * origin.x + d * origin.y + ty - origin.y)
    }
}

extension CGPoint {
    /// The point moved by a transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size through a transform's linear part.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest upright rectangle holding the rectangle once transformed.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let box = t.transform2D.boundingBox(of: Rect(self))
        return box.cgRect
    }
}
