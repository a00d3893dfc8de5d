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
        guard viewController !== host, viewController.parent == nil,
            viewController.presentingStorage == nil, viewController.window == nil
        else {
            throw .alreadyInHierarchy(typeName(of: viewController))
        }
        let coversPresenter = viewController.modalPresentationStyle == .fullScreen
        if coversPresenter { host.beginAppearanceTransition(false, animated: animated) }
        viewController.beginAppearanceTransition(true, animated: animated)
        host.presentedStorage = viewController
        viewController.presentingStorage = host
        viewController.endAppearanceTransition(animated: animated)
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
            throw .notSwipeable(typeName(of: host), reason: "it is presented full screen")
        }
        let delegate = host.presentationDelegate
        let delegateAllows = delegate?.presentationControllerShouldDismiss(host) ?? true
        guard !host.isModalInPresentation, delegateAllows else {
            delegate?.presentationControllerDidAttemptToDismiss(host)
            throw .notSwipeable(typeName(of: host), reason: "it is modal in presentation")
        }
        presenter.dismissPresented(host, animated: true)
        delegate?.presentationControllerDidDismiss(host)
    }

    /// Removes `presented` (and whatever it presents, top first) from this host.
    func dismissPresented(_ presented: ViewController, animated: Bool) {
        if let above = presented.presentedStorage {
            presented.dismissPresented(above, animated: animated)
        }
        let uncoversPresenter = presented.modalPresentationStyle == .fullScreen && isInWindowHierarchy
        presented.beginAppearanceTransition(false, animated: animated)
        if uncoversPresenter { beginAppearanceTransition(true, animated: animated) }
        presentedStorage = nil
        presented.presentingStorage = nil
        if uncoversPresenter { endAppearanceTransition(animated: animated) }
        presented.endAppearanceTransition(animated: animated)
    }
}

/// The name of a controller's concrete type, for messages.
func typeName(of object: AnyObject) -> String {
    String(describing: type(of: object))
}
