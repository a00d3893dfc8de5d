import HeadlessUI

/// Stands between a presented module and its own presentation delegate: the module's delegate
/// still decides whether a swipe may dismiss and hears every event, and the router learns when
/// the sheet is gone so the module's completion runs.
final class RouterSheetRelay: PresentationControllerDelegate {
    private weak var router: Router?
    private weak var moduleDelegate: (any PresentationControllerDelegate)?

    init(router: Router, moduleDelegate: (any PresentationControllerDelegate)?) {
        self.router = router
        self.moduleDelegate = moduleDelegate
    }

    func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool {
        moduleDelegate?.presentationControllerShouldDismiss(presented) ?? true
    }

    func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {
        moduleDelegate?.presentationControllerDidAttemptToDismiss(presented)
    }

    func presentationControllerDidDismiss(_ presented: ViewController) {
        moduleDelegate?.presentationControllerDidDismiss(presented)
        router?.runCompletionsOfDepartedModules()
    }
}
