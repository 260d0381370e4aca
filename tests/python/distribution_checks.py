"""What the distributions tests share: comparing a yaten result with torch's
(or numpy's) value."""
import numpy as np


def close(ours, theirs, rtol=1e-9, atol=1e-12, **kw):
    """ours (a yaten tensor) equals theirs (a torch tensor or numpy values) within tolerance."""
    theirs = theirs.detach().numpy() if hasattr(theirs, "detach") else theirs
    np.testing.assert_allclose(ours.detach().numpy(), theirs, rtol=rtol, atol=atol, **kw)
