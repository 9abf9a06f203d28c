import Foundation

/// The content drawn as a group with an effect: a shadow, a blur, a colour matrix or a blend
/// mode (`shadow`, `blur`, `brightness`, `blendMode` …); sized and placed as the content.
public struct _DrawingEffectModifier: _LayoutModifier {
    /// What the effect is, resolved against the environment when it is lowered.
    let make: (EnvironmentValues) -> DrawingEffect

    /// Lowers `content` with the modifier applied.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let effect = modifier.make(tree.environment)
        tree.addWrapper(.drawing, payload: tree.tree.store(drawing: effect), content: content)
    }
}

/// The content shown only where a mask view is opaque (`mask(alignment:_:)`): the mask is
/// offered the content's size and aligned in it, as an overlay is.
public struct _MaskModifier<Mask: View>: _LayoutModifier {
    let mask: Mask
    let alignment: Alignment

    /// Lowers `content` with the modifier applied.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addDecorated(.mask, payload: tree.store(modifier.alignment), content: content, decoration: modifier.mask)
    }
}

/// A modifier that changes nothing in IntroKit's drawing (`compositingGroup`, `drawingGroup`).
public struct _IdentityModifier: _LayoutModifier {
    /// Lowers `content` as it is.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        Content._lower(content, into: &tree)
    }
}

extension LayoutPass {
    /// Places a drawing-effect node: its content as a group with the effect.
    mutating func placeDrawing(_ node: Int, _ proposal: ProposedSize, in rect: Rect) {
        output.display.push()
        place(tree.child(node), proposal, in: rect)
        let inner = output.display.pop()
        guard !inner.isEmpty else { return }
        output.display.append(.effect(tree.drawings[Int(tree.payloads[node])], inner))
    }

    /// Places a mask node: the content, shown where the mask (offered the content's size and
    /// aligned in it) is opaque.
    mutating func placeMask(_ node: Int, _ proposal: ProposedSize, in rect: Rect) {
        output.display.push()
        place(tree.child(node), proposal, in: rect)
        let inner = output.display.pop()
        let mask = tree.child(node, 1)
        let offer = ProposedSize(rect.size)
        let maskRect = decorationFrame(node, mask, offer: offer, contentProposal: proposal, in: rect)
        output.display.push()
        place(mask, offer, in: maskRect)
        let maskItems = output.display.pop()
        guard !inner.isEmpty, !maskItems.isEmpty else { return }
        output.display.append(.effect(.mask(maskItems), inner))
    }
}

extension View {
    func drawingEffect(_ make: @escaping (EnvironmentValues) -> DrawingEffect) -> ModifiedContent<Self, _DrawingEffectModifier> {
        ModifiedContent(content: self, modifier: _DrawingEffectModifier(make: make))
    }

    private func colorMatrix(_ matrix: ColorMatrix) -> ModifiedContent<Self, _DrawingEffectModifier> {
        drawingEffect { _ in .colorMatrix(matrix) }
    }

    /// Draws a shadow behind the view: its shape (the alpha of everything it draws) blurred
    /// by `radius`, in `color`, moved by `x`, `y`. Its layout is unchanged.
    ///
    /// Still frame: drawn as it is (the blur is a Gaussian of standard deviation `radius` / 2).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedContent<Self, _DrawingEffectModifier>
    {
        let radius = radius.isFinite ? max(0, radius) : 0
        let offset = Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
        return drawingEffect { .shadow(color: color.resolve(in: $0.colorScheme), radius: radius, offset: offset) }
    }

    /// Draws the view blurred by `radius`; `opaque` keeps its edges' alpha as it was.
    ///
    /// Still frame: drawn as it is (a Gaussian of standard deviation `radius` / 2).
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _DrawingEffectModifier> {
        let radius = radius.isFinite ? max(0, radius) : 0
        return drawingEffect { _ in .blur(radius: radius, opaque: opaque) }
    }

    /// Brightens (positive) or darkens (negative) the view: `amount` is added to each colour
    /// component (1 turns it white).
    ///
    /// Still frame: drawn as it is.
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _DrawingEffectModifier> {
        let a = amount.isFinite ? amount : 0
        return colorMatrix(ColorMatrix(rows: [[1, 0, 0, 0, a], [0, 1, 0, 0, a], [0, 0, 1, 0, a]]))
    }

    /// Changes the view's contrast: components move away from (more than 1) or towards (less
    /// than 1) mid-grey; 0 is all grey.
    ///
    /// Still frame: drawn as it is.
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _DrawingEffectModifier> {
        let k = amount.isFinite ? amount : 1
        let offset = 0.5 * (1 - k)
        return colorMatrix(ColorMatrix(rows: [[k, 0, 0, 0, offset], [0, k, 0, 0, offset], [0, 0, k, 0, offset]]))
    }

    /// Changes the view's saturation: 0 is grey, 1 unchanged, more is more vivid.
    ///
    /// Still frame: drawn as it is.
    public func saturation(_ amount: Double) -> ModifiedContent<Self, _DrawingEffectModifier> {
        colorMatrix(Self.saturationMatrix(amount.isFinite ? amount : 1))
    }

    /// Draws the view towards grey: 0 unchanged, 1 fully grey.
    ///
    /// Still frame: drawn as it is.
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _DrawingEffectModifier> {
        colorMatrix(Self.saturationMatrix(1 - (amount.isFinite ? min(1, max(0, amount)) : 0)))
    }

    /// Multiplies every colour of the view by `color` (white changes nothing).
    ///
    /// Still frame: drawn as it is.
    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _DrawingEffectModifier> {
        drawingEffect { environment in
            let c = color.resolve(in: environment.colorScheme)
            return .colorMatrix(
                ColorMatrix(rows: [[c.red, 0, 0, 0, 0], [0, c.green, 0, 0, 0], [0, 0, c.blue, 0, 0], [0, 0, 0, c.alpha, 0]]))
        }
    }

    /// Turns the view's hues by `angle` around the colour wheel.
    ///
    /// Still frame: drawn as it is.
    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _DrawingEffectModifier> {
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        // The standard hue rotation about the luminance axis (as in SVG's feColorMatrix).
        return colorMatrix(
            ColorMatrix(rows: [
                [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
                [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
                [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            ]))
    }

    /// Inverts the view's colours.
    ///
    /// Still frame: drawn as it is.
    public func colorInvert() -> ModifiedContent<Self, _DrawingEffectModifier> {
        colorMatrix(ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1]]))
    }

    /// Makes the view's luminance its alpha (black transparent, white opaque), for masks.
    ///
    /// Still frame: drawn as it is.
    public func luminanceToAlpha() -> ModifiedContent<Self, _DrawingEffectModifier> {
        colorMatrix(ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]]))
    }

    /// Composites the view with what is under it with a blend mode.
    ///
    /// Still frame: drawn as it is.
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _DrawingEffectModifier> {
        drawingEffect { _ in .blend(blendMode) }
    }

    /// Shows the view only where `mask` is opaque; the mask is offered the view's size and
    /// aligned in it.
    ///
    /// Still frame: drawn as it is.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> ModifiedContent<Self, _MaskModifier<Mask>>
    {
        ModifiedContent(content: self, modifier: _MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Shows the view only where `mask` is opaque.
    ///
    /// Still frame: drawn as it is.
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedContent<Self, _MaskModifier<Mask>> {
        ModifiedContent(content: self, modifier: _MaskModifier(mask: mask, alignment: .center))
    }

    /// Composites the view's drawing as one group before opacity and blending apply.
    ///
    /// Still frame: IntroKit always draws a view's opacity and effects as a group, so this
    /// changes nothing.
    public func compositingGroup() -> ModifiedContent<Self, _IdentityModifier> {
        ModifiedContent(content: self, modifier: _IdentityModifier())
    }

    /// Renders the view offscreen before it is composited (Metal on iOS).
    ///
    /// Still frame: changes nothing in IntroKit's drawing.
    public func drawingGroup(opaque: Bool = false) -> ModifiedContent<Self, _IdentityModifier> {
        ModifiedContent(content: self, modifier: _IdentityModifier())
    }

    /// The matrix that scales saturation by `amount` (Rec. 709 luminance weights, as SVG's).
    private static func saturationMatrix(_ amount: Double) -> ColorMatrix {
        let (r, g, b) = (0.2126 * (1 - amount), 0.7152 * (1 - amount), 0.0722 * (1 - amount))
        return ColorMatrix(rows: [[r + amount, g, b, 0, 0], [r, g + amount, b, 0, 0], [r, g, b + amount, 0, 0]])
    }
}
