/// Lays out one node tree top to bottom and draws it from the nodes' resolved styles.
/// Text inherits foreground and font from its ancestors, as in CSS; a node with no style
/// at all is drawn with the platform defaults below, so nothing silently disappears.
@MainActor
struct SVGNodeLayout {
    /// What a node takes from its ancestors.
    struct Inherited {
        var foreground: Color?
        var font: Font?
    }

    /// The system's body text, used only where no ancestor gave a font.
    static let defaultFont = Font(family: "sans-serif", size: 17, weight: 400, lineHeight: 22)
    /// The system's label colour, used only where no ancestor gave a foreground.
    static let defaultInk = Color(red: 0, green: 0, blue: 0)
    /// UIKit's smallest comfortable tap target.
    static let minimumTapHeight = 44.0
    /// How faint a placeholder without its own colour is drawn.
    static let fadedPlaceholderOpacity = 0.5
    /// The opacity UIKit gives disabled controls.
    static let disabledOpacity = 0.4

    /// Nodes drawn elsewhere (bars pinned to the screen edges).
    let skipped: Set<ObjectIdentifier>

    init(skipping skipped: [ViewNode] = []) {
        self.skipped = Set(skipped.map(ObjectIdentifier.init))
    }

    /// Draws `node` with its top left at (`x`, `y`) in `width` points; returns the height used.
    func draw(_ node: ViewNode, x: Double, y: Double, width: Double, inherited: Inherited, into canvas: inout SVGCanvas)
        -> Double
    {
        guard !node.isHidden, !skipped.contains(ObjectIdentifier(node)) else { return 0 }
        let context = Inherited(
            foreground: node.style.foreground ?? inherited.foreground, font: node.style.font ?? inherited.font)
        var content = canvas.nested(laidOut: node.forcedLayoutDirection, across: x...(x + width))
        content.owner = SVGElementReference(node)
        content.bounds = x...(x + width)
        let frameHeight: Double
        switch node.role {
        case .text:
            frameHeight = drawText(node, x: x, y: y, width: width, context: context, into: &content)
        case .button:
            frameHeight = drawButton(node, x: x, y: y, width: width, context: context, into: &content)
        case .textField, .secureField:
            frameHeight = drawField(node, x: x, y: y, width: width, context: context, into: &content)
        case .image:
            frameHeight = drawImage(node, x: x, y: y, context: context, into: &content)
        case .row:
            frameHeight = drawRow(node, x: x, y: y, width: width, context: context, into: &content)
        case .toggle:
            frameHeight = drawToggle(node, x: x, y: y, width: width, context: context, into: &content)
        case .navigationBar:
            let frame = SVGCanvas.Rect(x: x, y: y, width: width, height: SVGRenderer.navigationBarHeight)
            SVGBars.drawNavigationBar(node, in: frame, inherited: context, into: &content)
            frameHeight = frame.height
        case .tabBar:
            let frame = SVGCanvas.Rect(x: x, y: y, width: width, height: SVGRenderer.tabItemsHeight)
            SVGBars.drawTabBar(node, in: frame, inherited: context, into: &content)
            frameHeight = frame.height
        case .stack where node.axis == .horizontal:
            frameHeight = drawRowOfChildren(node, x: x, y: y, width: width, context: context, into: &content)
        case .stack, .list, .screen, .alert:
            frameHeight = drawColumn(node, x: x, y: y, width: width, context: context, into: &content)
        }
        let frame = SVGCanvas.Rect(x: x, y: y, width: width, height: frameHeight)
        var drawn = canvas.nested()
        // Buttons and fields draw their own boxes; containers get theirs here, behind the content.
        if ![.button, .textField, .secureField, .image, .navigationBar, .tabBar].contains(node.role) {
            drawn.rect(
                frame, fill: node.style.background, stroke: node.style.border,
                cornerRadius: node.style.cornerRadius ?? 0)
        }
        drawn.append(content)
        if node.isInteractive { drawn.target(frame, of: SVGElementReference(node)) }
        drawn.element(frame, of: node)
        canvas.group(drawn, opacity: node.isEnabled ? 1 : Self.disabledOpacity)
        return frameHeight
    }

    // MARK: - Leaves

    private func drawText(
        _ node: ViewNode, x: Double, y: Double, width: Double, context: Inherited, into canvas: inout SVGCanvas
    ) -> Double {
        let padding = node.style.padding ?? 0
        let font = context.font ?? Self.defaultFont
        let lines = Self.wrap(node.displayText ?? "", width: width - 2 * padding, font: font)
        for (index, line) in lines.enumerated() {
            canvas.text(
                line, x: x + padding, baseline: Self.baseline(top: y + padding, line: index, font: font), font: font,
                color: context.foreground ?? Self.defaultInk)
        }
        return Double(lines.count) * font.lineHeight + 2 * padding
    }

    private func drawButton(
        _ node: ViewNode, x: Double, y: Double, width: Double, context: Inherited, into canvas: inout SVGCanvas
    ) -> Double {
        let font = context.font ?? Self.defaultFont
        let padding = node.style.padding ?? 0
        // The title wraps and the button grows, as a button's title does at large text sizes and in
        // longer languages; it is never cut.
        let lines = Self.wrap(node.label ?? "", width: width - 2 * padding, font: font)
        let textHeight = Double(max(lines.count, 1)) * font.lineHeight
        let height = max(Self.minimumTapHeight, textHeight + 2 * padding)
        let frame = SVGCanvas.Rect(x: x, y: y, width: width, height: height)
        let ink = context.foreground ?? Self.defaultInk
        let unstyled = node.style.background == nil && node.style.border == nil
        // An unstyled control still shows where it can be tapped: a dashed outline.
        canvas.rect(
            frame, fill: node.style.background, stroke: unstyled ? ink : node.style.border,
            cornerRadius: node.style.cornerRadius ?? 0, dashed: unstyled)
        for (index, line) in lines.enumerated() {
            canvas.text(
                line, x: x + width / 2,
                baseline: Self.baseline(top: y + (height - textHeight) / 2, line: index, font: font),
                font: font, color: ink, anchor: .middle)
        }
        return height
    }

    private func drawField(
        _ node: ViewNode, x: Double, y: Double, width: Double, context: Inherited, into canvas: inout SVGCanvas
    ) -> Double {
        let font = context.font ?? Self.defaultFont
        let ink = context.foreground ?? Self.defaultInk
        let padding = node.style.padding ?? 0
        var top = y
        if let label = node.label {
            // Wrapped, as a label above a field grows at large text sizes instead of running off.
            let lines = Self.wrap(label, width: width, font: font)
            for (index, line) in lines.enumerated() {
                canvas.text(
                    line, x: x, baseline: Self.baseline(top: top, line: index, font: font), font: font, color: ink)
            }
            top += Double(lines.count) * font.lineHeight + (node.style.padding ?? 0) / 2
        }
        let boxHeight = max(Self.minimumTapHeight, font.lineHeight + 2 * padding)
        let box = SVGCanvas.Rect(x: x, y: top, width: width, height: boxHeight)
        canvas.boundary(box, edge: node.style.border ?? ink, fill: node.style.background)
        canvas.rect(
            box, fill: node.style.background, stroke: node.style.border ?? ink,
            cornerRadius: node.style.cornerRadius ?? 0, strokeWidth: node.isFocused ? 2 : 1,
            dashed: node.style.border == nil && node.style.background == nil)
        let shown = node.shownValue ?? ""
        let placeholder = shown.isEmpty ? node.placeholder : nil
        let baseline = Self.baseline(top: top + (boxHeight - font.lineHeight) / 2, line: 0, font: font)
        canvas.text(
            Self.truncate(placeholder ?? shown, width: width - 2 * padding, font: font), x: x + padding,
            baseline: baseline, font: font, color: placeholder == nil ? ink : node.style.placeholder ?? ink,
            opacity: placeholder == nil || node.style.placeholder != nil ? 1 : Self.fadedPlaceholderOpacity)
        return top + boxHeight - y
    }

    private func drawImage(_ node: ViewNode, x: Double, y: Double, context: Inherited, into canvas: inout SVGCanvas)
        -> Double
    {
        let font = context.font ?? Self.defaultFont
        let side = font.size * 2 + 2 * (node.style.padding ?? 0)
        let frame = SVGCanvas.Rect(x: x, y: y, width: side, height: side)
        let ink = context.foreground ?? Self.defaultInk
        canvas.rect(
            frame, fill: node.style.background, stroke: node.style.background == nil ? ink : node.style.border,
            cornerRadius: node.style.cornerRadius ?? 0)
        canvas.text(
            node.label ?? "", x: x + side / 2,
            baseline: Self.baseline(top: y + (side - font.lineHeight) / 2, line: 0, font: font),
            font: font, color: ink, anchor: .middle)
        return side
    }

    /// The title at the leading edge and the switch at the trailing edge: a track filled with the
    /// ink and its knob at the trailing end when on, an outlined track with the knob leading when off.
    private func drawToggle(
        _ node: ViewNode, x: Double, y: Double, width: Double, context: Inherited, into canvas: inout SVGCanvas
    ) -> Double {
        let font = context.font ?? Self.defaultFont
        let ink = context.foreground ?? Self.defaultInk
        let padding = node.style.padding ?? 0
        let trackHeight = font.lineHeight
        let trackWidth = trackHeight * 1.8
        let textWidth = max(width - 3 * padding - trackWidth, 0)
        canvas.text(
            Self.truncate(node.label ?? "", width: textWidth, font: font), x: x + padding,
            baseline: Self.baseline(top: y + padding, line: 0, font: font), font: font, color: ink)
        let track = SVGCanvas.Rect(
            x: x + width - padding - trackWidth, y: y + padding, width: trackWidth, height: trackHeight)
        let outline = node.style.border ?? ink
        let isOn = node.isSelected
        // Its state shows in the track: filled when on, outlined when off.
        canvas.boundary(track, edge: isOn ? ink : outline, fill: nil)
        canvas.rect(track, fill: isOn ? ink : nil, stroke: isOn ? nil : outline, cornerRadius: trackHeight / 2)
        let knobCenter = isOn ? track.x + track.width - trackHeight / 2 : track.x + trackHeight / 2
        canvas.circle(
            centerX: knobCenter, centerY: track.y + trackHeight / 2, radius: trackHeight / 2 - 2,
            fill: isOn ? (node.style.background ?? Color(red: 1, green: 1, blue: 1)) : outline, stroke: nil)
        return 2 * padding + font.lineHeight
    }

    /// Title, subtitle under it, and the accessory (a button or a chevron) at the trailing edge.
    private func drawRow(
        _ node: ViewNode, x: Double, y: Double, width: Double, context: Inherited, into canvas: inout SVGCanvas
    ) -> Double {
        let font = context.font ?? Self.defaultFont
        let ink = context.foreground ?? Self.defaultInk
        let padding = node.style.padding ?? 0
        let accessories = node.children.filter { !$0.isHidden }
        // The accessory takes what it measures (a button's title, or the chevron) and a gap;
        // the title and subtitle get the rest.
        // The disclosure chevron points to the trailing edge, as UIKit flips it right to left.
        let chevron = canvas.horizontal.isMirrored ? "‹" : "›"
        let accessoryText = accessories.first.map { $0.label ?? "" } ?? (node.onTap == nil ? "" : chevron)
        let accessoryFont = accessories.first?.style.font ?? font
        // At most half the row, so a long button title is shortened rather than the row's title lost.
        let accessoryLimit = (width - 2 * padding) / 2
        let accessoryWidth =
            accessoryText.isEmpty
            ? 0
            : min(
                SVGTextMeasure.width(of: accessoryText, font: accessoryFont) + (node.style.spacing ?? padding),
                accessoryLimit)
        let textWidth = width - 2 * padding - accessoryWidth
        // Title and subtitle wrap, so both stay whole however large the text and whatever the
        // language, as a row of a Dynamic Type layout does.
        let titleLines = Self.wrap(node.label ?? "", width: textWidth, font: font)
        for (index, line) in titleLines.enumerated() {
            canvas.text(
                line, x: x + padding, baseline: Self.baseline(top: y + padding, line: index, font: font), font: font,
                color: ink)
        }
        var height = padding + Double(titleLines.count) * font.lineHeight
        if let subtitle = node.value, !subtitle.isEmpty {
            height += node.style.spacing ?? 0
            let subtitleLines = Self.wrap(subtitle, width: textWidth, font: font)
            for (index, line) in subtitleLines.enumerated() {
                canvas.text(
                    line, x: x + padding, baseline: Self.baseline(top: y + height, line: index, font: font), font: font,
                    color: ink)
            }
            height += Double(subtitleLines.count) * font.lineHeight
        }
        let gap = node.style.spacing ?? padding
        // A button title too long for its half of the row wraps, and the row grows to hold it.
        let accessoryLines =
            accessories.first.map {
                Self.wrap($0.label ?? "", width: max(accessoryWidth - gap, 0), font: accessoryFont)
            }
            ?? []
        let accessoryHeight = Double(accessoryLines.count) * accessoryFont.lineHeight
        height = max(height + padding, accessoryHeight + 2 * padding)
        let trailing = x + width - padding
        let middle = y + (height - font.lineHeight) / 2
        if let accessory = accessories.first {
            let reference = SVGElementReference(accessory)
            // The button reaches to the row's trailing edge and is at least a finger wide.
            let slotWidth = max(accessoryWidth + padding, SVGNodeLayout.minimumTapHeight)
            let slot = SVGCanvas.Rect(x: x + width - slotWidth, y: y, width: slotWidth, height: height)
            if accessory.isInteractive { canvas.target(slot, of: reference) }
            canvas.owner = reference
            canvas.bounds = slot.x...slot.maxX
            let top = y + (height - accessoryHeight) / 2
            for (index, line) in accessoryLines.enumerated() {
                canvas.text(
                    line, x: trailing, baseline: Self.baseline(top: top, line: index, font: accessoryFont),
                    font: accessoryFont, color: accessory.style.foreground ?? ink, anchor: .end)
            }
        } else if node.onTap != nil {
            canvas.text(
                chevron, x: trailing, baseline: Self.baseline(top: middle, line: 0, font: font), font: font, color: ink,
                anchor: .end)
        }
        if let separator = node.style.border {
            canvas.line(from: (x + padding, y + height), to: (x + width, y + height), color: separator)
        }
        return height
    }

    // MARK: - Containers

    private func drawColumn(
        _ node: ViewNode, x: Double, y: Double, width: Double, context: Inherited, into canvas: inout SVGCanvas
    ) -> Double {
        let padding = node.style.padding ?? 0
        let spacing = node.style.spacing ?? 0
        var top = y + padding
        var drewAny = false
        if node.role == .alert, let title = node.label {
            let font = context.font ?? Self.defaultFont
            let lines = Self.wrap(title, width: width - 2 * padding, font: font)
            for (index, line) in lines.enumerated() {
                canvas.text(
                    line, x: x + width / 2, baseline: Self.baseline(top: top, line: index, font: font), font: font,
                    color: context.foreground ?? Self.defaultInk, anchor: .middle)
            }
            top += Double(lines.count) * font.lineHeight
            drewAny = true
        }
        for child in node.children {
            let gap = drewAny ? spacing : 0
            let used = draw(
                child, x: x + padding, y: top + gap, width: width - 2 * padding, inherited: context, into: &canvas)
            if used > 0 {
                top += gap + used
                drewAny = true
            }
        }
        return top + padding - y
    }

    private func drawRowOfChildren(
        _ node: ViewNode, x: Double, y: Double, width: Double, context: Inherited, into canvas: inout SVGCanvas
    ) -> Double {
        let padding = node.style.padding ?? 0
        let spacing = node.style.spacing ?? 0
        let visible = node.children.filter { !$0.isHidden && !skipped.contains(ObjectIdentifier($0)) }
        guard !visible.isEmpty else { return 2 * padding }
        let inner = width - 2 * padding - spacing * Double(visible.count - 1)
        let childWidth = max(inner / Double(visible.count), 0)
        var tallest = 0.0
        for (index, child) in visible.enumerated() {
            let left = x + padding + Double(index) * (childWidth + spacing)
            tallest = max(
                tallest, draw(child, x: left, y: y + padding, width: childWidth, inherited: context, into: &canvas))
        }
        return tallest + 2 * padding
    }

    // MARK: - Text metrics

    /// The baseline of line `line` of a block whose first line box starts at `top`.
    static func baseline(top: Double, line: Int, font: Font) -> Double {
        top + Double(line) * font.lineHeight + (font.lineHeight + font.size * 0.7) / 2
    }

    /// `text` as it fits in `width`: whole, or cut at the end with an ellipsis.
    static func truncate(_ text: String, width: Double, font: Font) -> String {
        SVGTextFitting.truncatingTail(text, width: width, font: font)
    }

    /// Greedy word wrap by measured width; a word wider than a line breaks between characters.
    static func wrap(_ text: String, width: Double, font: Font) -> [String] {
        SVGTextFitting.wrap(text, width: width, font: font)
    }
}
