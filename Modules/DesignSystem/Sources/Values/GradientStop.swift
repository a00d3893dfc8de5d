import HeadlessUI

/// One stop of a gradient (`gradient`).
public struct GradientStop: Sendable, Hashable, CustomStringConvertible {
    /// The colour at the stop.
    public let color: Color
    /// Where the stop is along the axis, clamped to 0...1 as the format requires.
    public let position: Double

    /// `#0B57D0 at 0.5`.
    public var description: String { "\(color.hexString) at \(JSONValue.format(position))" }
}
