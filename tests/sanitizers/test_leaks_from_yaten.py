"""The LeakSanitizer report filter on records in LeakSanitizer's own format."""
from leaks_from_yaten import main, yaten_leaks

PYTHON_LEAK = """Direct leak of 1520 byte(s) in 1 object(s) allocated from:
    #0 0x7f5d318b89cf in __interceptor_malloc ../../../../src/libsanitizer/asan/asan_malloc_linux.cpp:69
    #1 0x50046f  (/usr/bin/python3.11+0x50046f)
    #2 0x7f5d28639b01 in pybind11::module_::add_object(char const*, pybind11::handle, bool) /usr/include/pybind11/pybind11.h:1235
    #3 0x7f5d287dbbe8 in yaten::python::init_forward_ad(pybind11::module_&) ../python/src/forward_ad_bindings.cpp:22
"""
YATEN_NEW = """Direct leak of 240 byte(s) in 1 object(s) allocated from:
    #0 0x7f5d318ba1e7 in operator new(unsigned long) ../../../../src/libsanitizer/asan/asan_new_delete.cpp:99
    #1 0x7f5d2861d3a1 in yaten::TensorImpl::make(yaten::DimVector) ../runtime/tensor.cpp:41
    #2 0x50046f  (/usr/bin/python3.11+0x50046f)
"""
YATEN_VECTOR = """Indirect leak of 64 byte(s) in 1 object(s) allocated from:
    #0 0x7f5d318ba1e7 in operator new(unsigned long) ../../../../src/libsanitizer/asan/asan_new_delete.cpp:99
    #1 0x7f5d2861d3a1 in std::vector<long, std::allocator<long> >::reserve(unsigned long) /usr/include/c++/12/bits/vector.tcc:72
    #2 0x7f5d2861d3b2 in yaten::autograd::Node::add_edge() (/work/main/build/sdk/libyaten.so+0x1d3b2)
"""
NUMPY_LEAK = """Direct leak of 32 byte(s) in 1 object(s) allocated from:
    #0 0x7f5d318b89cf in __interceptor_malloc ../../../../src/libsanitizer/asan/asan_malloc_linux.cpp:69
    #1 0x7f5d2a00b2c1  (/usr/lib/python3/dist-packages/numpy/core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so+0x1b2c1)
"""


def report(*records):
    return "=================================================================\n==1==ERROR: LeakSanitizer: detected memory leaks\n\n" + "\n".join(records) + "\nSUMMARY: AddressSanitizer: 1 byte(s) leaked in 1 allocation(s).\n"


def test_only_leaks_yaten_allocated_count():
    found = yaten_leaks(report(PYTHON_LEAK, YATEN_NEW, NUMPY_LEAK, YATEN_VECTOR))
    assert [r.split("\n")[0] for r in found] == ["Direct leak of 240 byte(s) in 1 object(s) allocated from:",
                                                 "Indirect leak of 64 byte(s) in 1 object(s) allocated from:"]


def test_exit_status(tmp_path, capsys):
    clean, leaky, crashed = tmp_path / "report.1", tmp_path / "report.2", tmp_path / "report.3"
    clean.write_text(report(PYTHON_LEAK, NUMPY_LEAK))
    leaky.write_text(report(YATEN_NEW))
    crashed.write_text("==7==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010\n")
    assert main([str(clean)]) == 0
    assert main([str(clean), str(leaky)]) == 1
    assert main([str(crashed)]) == 1
    assert "1 allocated by yaten" in capsys.readouterr().out
