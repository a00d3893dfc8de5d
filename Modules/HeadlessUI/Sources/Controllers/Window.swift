/// The headless counterpart of `UIWindow`: holds the root controller, makes it appear, and
/// records every root replacement with its transition.
@MainActor
public final class Window {
    /// How a root replacement is animated.
    public enum TransitionStyle: Sendable, Equatable {
        /// An immediate swap (used at launch).
        case none
        /// The new root fades in over the old one.
        case crossDissolve(duration: Double)
    }

    /// One recorded root replacement.
    public struct Transition: Sendable, Equatable {
        /// The replaced root's type name, `nil` for the first root.
        public var from: String?
        /// The new root's type name.
        public var to: String
        /// The animation used.
        public var style: TransitionStyle

        /// A transition from `from` (`nil` when the window had no root) to `to`, drawn as `style`.
        public init(from: String?, to: String, style: TransitionStyle) {
            self.from = from
            self.to = to
            self.style = style
        }
    }

    /// How many transitions `transitions` keeps; older ones are dropped so a long-running
    /// session does not grow without bound.
    public static let transitionHistoryLimit = 64

    /// The root of the controller hierarchy.
    public private(set) var rootViewController: ViewController?
    /// Whether `makeKeyAndVisible()` was called.
    public private(set) var isKeyWindow = false
    /// The most recent root replacements, oldest first.
    public private(set) var transitions: [Transition] = []
    /// The direction everything in the window is laid out in, as the trait collection's
    /// `layoutDirection` UIKit derives from the app's language: right to left mirrors every
    /// screen it shows, its bars and its sheets. Nodes keep a direction of their own with
    /// `ViewNode.forcedLayoutDirection`.
    public var layoutDirection = LayoutDirection.leftToRight

    /// Creates an empty, hidden window.
    public init() {}

    /// Shows the window: the root appears.
    public func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        // What was presented before the window became visible appears with it, bottom first.
        for layer in screen.layers {
            layer.controller.beginAppearanceTransition(true, animated: false)
            layer.controller.endAppearanceTransition(animated: false)
        }
    }

    /// Replaces the root. The old root and everything it presents disappear and are let go,
    /// so the old flow can be released; the transition is recorded.
    ///
    /// - Throws: `PresentationError.alreadyInHierarchy` when `newRoot` is inside a container
    ///   or presented.
    public func setRootViewController(_ newRoot: ViewController, transition: TransitionStyle = .none)
        throws(PresentationError)
    {
        guard newRoot !== rootViewController else { return }
        guard !newRoot.isAttached(elsewhereThan: nil) else {
            throw .alreadyInHierarchy(typeName(of: newRoot))
        }
        let oldChain = rootViewController?.presentationChain ?? []
        let animated = transition != .none
        if isKeyWindow {
            for controller in oldChain.reversed() {
                controller.beginAppearanceTransition(false, animated: animated)
            }
            newRoot.beginAppearanceTransition(true, animated: animated)
        }
        let oldRoot = rootViewController
        oldRoot?.window = nil
        newRoot.window = self
        rootViewController = newRoot
        if isKeyWindow {
            for controller in oldChain.reversed() { controller.endAppearanceTransition(animated: animated) }
            newRoot.endAppearanceTransition(animated: animated)
        }
        for controller in oldChain {
            controller.presentedStorage = nil
            controller.presentingStorage = nil
        }
        record(Transition(from: oldRoot.map { typeName(of: $0) }, to: typeName(of: newRoot), style: transition))
    }

    /// What is on screen now, bottom layer first.
    public var screen: Screen {
        guard let rootViewController else { return Screen(layers: [], layoutDirection: layoutDirection) }
        var layers = [Screen.Layer(controller: rootViewController, presentationStyle: nil)]
        for presented in rootViewController.presentationChain.dropFirst() {
            // A full-screen presentation hides everything below it.
            if presented.modalPresentationStyle == .fullScreen { layers.removeAll() }
            layers.append(Screen.Layer(controller: presented, presentationStyle: presented.modalPresentationStyle))
        }
        return Screen(layers: layers, layoutDirection: layoutDirection)
    }

    private func record(_ transition: Transition) {
        transitions.append(transition)
        if transitions.count > Self.transitionHistoryLimit {
            transitions.removeFirst(transitions.count - Self.transitionHistoryLimit)
        }
    }
}
