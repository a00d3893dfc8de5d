extension ViewController {
    /// Presents `viewController` modally from this controller's hierarchy, as UIKit does.
    ///
    /// - Throws: `PresentationError` when this hierarchy already presents something, is not
    ///   in a window, or `viewController` is already shown elsewhere.
    public func present(
        _ viewController: ViewController,
        animated: Bool = true,
        completion: (@MainActor () -> Void)? = nil
    ) throws(PresentationError) {
        let host = presentationHost
        if let current = host.presentedStorage {
            throw .alreadyPresenting(
                presenter: typeName(of: host),
                presented: typeName(of: current),
                attempted: typeName(of: viewController)
            )
        }
        guard host.isInWindowHierarchy else {
            throw .notInWindowHierarchy(presenter: typeName(of: host))
        }
        guard viewController !== host, !viewController.isAttached(elsewhereThan: nil) else {
            throw .alreadyInHierarchy(typeName(of: viewController))
        }
        // Before the window is visible nothing appears; `makeKeyAndVisible()` shows it later.
        let isVisible = host.isInVisibleWindow
        let coversPresenter = isVisible && viewController.modalPresentationStyle == .fullScreen
        if coversPresenter { host.beginAppearanceTransition(false, animated: animated) }
        if isVisible { viewController.beginAppearanceTransition(true, animated: animated) }
        host.presentedStorage = viewController
        viewController.presentingStorage = host
        if isVisible { viewController.endAppearanceTransition(animated: animated) }
        if coversPresenter { host.endAppearanceTransition(animated: animated) }
        completion?()
    }

    /// Dismisses what this hierarchy presents or, when it presents nothing, this hierarchy
    /// itself. Does nothing (and does not call `completion`) when there is nothing to dismiss.
    public func dismiss(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        let host = presentationHost
        if let presented = host.presentedStorage {
            host.dismissPresented(presented, animated: animated)
        } else if let presenter = host.presentingStorage {
            presenter.dismissPresented(host, animated: animated)
        } else {
            return
        }
        completion?()
    }

    /// Dismisses a page sheet as a person's swipe down does: asks the presentation delegate,
    /// dismisses, then tells the delegate it did.
    ///
    /// - Throws: `PresentationError` when this controller is not a presented page sheet, is
    ///   modal in presentation, or its delegate refuses.
    public func dismissBySwipingDown() throws(PresentationError) {
        let host = presentationHost
        guard let presenter = host.presentingStorage else {
            throw .notPresented(typeName(of: host))
        }
        guard host.modalPresentationStyle == .pageSheet else {
            throw .notSwipeable(typeName(of: host), reason: .presentedFullScreen)
        }
        let delegate = host.presentationDelegate
        // As in UIKit, a modal sheet refuses without asking the delegate whether it may go.
        if host.isModalInPresentationIncludingChildren {
            delegate?.presentationControllerDidAttemptToDismiss(host)
            throw .notSwipeable(typeName(of: host), reason: .modalInPresentation)
        }
        guard delegate?.presentationControllerShouldDismiss(host) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(host)
            throw .notSwipeable(typeName(of: host), reason: .delegateRefused)
        }
        presenter.dismissPresented(host, animated: true)
        delegate?.presentationControllerDidDismiss(host)
    }

    /// Removes `presented` and whatever it presents from this host. As in UIKit, only the
    /// layers a person sees disappear; covered layers are removed without callbacks, and this
    /// host appears again when a full-screen layer covered it.
    func dismissPresented(_ presented: ViewController, animated: Bool) {
        let chain = presented.presentationChain
        let leaving = chain.reversed().filter { $0.appearanceState != .disappeared }
        let uncoversPresenter = isInVisibleWindow && chain.contains { $0.modalPresentationStyle == .fullScreen }
        for controller in leaving { controller.beginAppearanceTransition(false, animated: animated) }
        if uncoversPresenter { beginAppearanceTransition(true, animated: animated) }
        presentedStorage = nil
        for controller in chain {
            controller.presentedStorage = nil
            controller.presentingStorage = nil
        }
        if uncoversPresenter { endAppearanceTransition(animated: animated) }
        for controller in leaving { controller.endAppearanceTransition(animated: animated) }
    }
}

/// The name of a controller's concrete type, for messages.
func typeName(of object: AnyObject) -> String {
    String(describing: type(of: object))
}
